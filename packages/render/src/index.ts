// The render package's core: no file or network access, so the server, the command line and tests all
// pass the same font bytes in and get the same PDF out. Font loading ('./fonts') and PDF text extraction
// ('./extract') are separate Node entries.
export { layoutResume } from './layout-resume';
export { estimateYearsOfExperience } from './layout-warnings';
export { renderDocx } from './render-docx';
export { renderPdf } from './render-pdf';
export { BODY_INK, inLookOrder, styledTemplate } from './template-look';
export { PAGE_SIZES, TEMPLATES } from './templates';
export type * from './types';
