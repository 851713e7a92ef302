/**
 * The editor's address, for features that link to it without loading it (the refine page's first paint
 * must not carry the editor): a public entry of its own, beside index.ts.
 */
export const editorPathFor = (sessionId: string) => `/dynamic-pdf-editor/${encodeURIComponent(sessionId)}`;
