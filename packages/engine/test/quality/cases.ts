/**
 * The refinement quality suite's data: resumes tailored to jobs with the user's answers and what a careful
 * refiner must achieve, texts that are not resumes, and stuffed resumes that must not score higher.
 */
import { BUSINESS_CASES } from './cases/business';
import { DATA_CASES } from './cases/data';
import { EDUCATION_CASES } from './cases/education';
import { FINANCE_CASES } from './cases/finance';
import { HEALTHCARE_CASES } from './cases/healthcare';
import { MANUFACTURING_CASES } from './cases/manufacturing';
import { NOT_A_RESUME, STUFFING } from './cases/scoring';
import { SOFTWARE_CASES } from './cases/software';
import type { QualityCase } from './quality-case';

export const QUALITY_CASES: QualityCase[] = [
  ...SOFTWARE_CASES,
  ...DATA_CASES,
  ...HEALTHCARE_CASES,
  ...EDUCATION_CASES,
  ...FINANCE_CASES,
  ...BUSINESS_CASES,
  ...MANUFACTURING_CASES,
];

export { NOT_A_RESUME, STUFFING };
