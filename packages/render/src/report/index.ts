// The ATS report (SPEC §6 `advanced_analysis`): a session's checks as a PDF, texts given in the reader's language.
export { renderAtsReport } from './render-ats-report';
export type * from './types';
