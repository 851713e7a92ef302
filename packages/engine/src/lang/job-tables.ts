/**
 * The job reader's tables by language: what analyzeJob reads a posting with once its language is known.
 */
import type { TextLanguage } from './detect-language';
import { JOB_DE } from './job-de';
import { JOB_EN } from './job-en';
import { JOB_ES } from './job-es';
import { JOB_FR } from './job-fr';
import type { JobLanguageTable } from './job-table';

export const JOB_TABLES: Readonly<Record<TextLanguage, JobLanguageTable>> = {
  en: JOB_EN,
  es: JOB_ES,
  fr: JOB_FR,
  de: JOB_DE,
};
