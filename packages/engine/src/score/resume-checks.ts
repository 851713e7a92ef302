/**
 * The checks of the six categories read from the resume alone, as one table in report order (tailoring,
 * which needs the job, is TAILORING_CHECKS in tailoring/tailoring-checks.ts). Each category's rows are in
 * checks/; every row is judged by evaluateRule (check-rule.ts) and speaks through message ids.
 */
import type { CheckRule } from './check-rule';
import { ATS_COMPLIANCE_CHECKS } from './checks/ats-compliance-checks';
import { CONTENT_IMPACT_CHECKS } from './checks/content-impact-checks';
import { FORMATTING_CHECKS } from './checks/formatting-checks';
import { LANGUAGE_CLARITY_CHECKS } from './checks/language-clarity-checks';
import { PROFESSIONALISM_CHECKS } from './checks/professionalism-checks';
import { STRUCTURE_CHECKS } from './checks/structure-checks';

export const RESUME_CHECKS: readonly CheckRule[] = [
  ...FORMATTING_CHECKS,
  ...STRUCTURE_CHECKS,
  ...CONTENT_IMPACT_CHECKS,
  ...ATS_COMPLIANCE_CHECKS,
  ...LANGUAGE_CLARITY_CHECKS,
  ...PROFESSIONALISM_CHECKS,
];
