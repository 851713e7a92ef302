/** What other features use of the editor. */

export { editorQueryKeys } from './api/endpoints';
export { AtsTextPanel } from './components/ats-text-panel';
export { ResumeEditor, type ResumeEditorHandle } from './components/resume-editor';
export { ResumeFirstPage } from './components/resume-first-page';
export { editorPathFor } from './paths';
