// The PDF side of the render package alone, for a browser: the layout and the PDF from a structured
// resume and font bytes, without the DOCX writer (the editor's preview draws in a Web Worker from this).
export { layoutResume } from './layout-resume';
export { renderPdf } from './render-pdf';
export { styledTemplate } from './template-look';
export { PAGE_SIZES, TEMPLATES } from './templates';
export type * from './types';
