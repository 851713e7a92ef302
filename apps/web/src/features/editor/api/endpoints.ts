/** The paths of /api/dynamic-pdf/{sessionId}/* (SPEC §7.3). */
export const editorPath = (sessionId: string, rest: string) =>
  `/api/dynamic-pdf/${encodeURIComponent(sessionId)}/${rest}`;

export const editorQueryKeys = {
  document: (sessionId: string) => ['editor', 'document', sessionId] as const,
  layout: (sessionId: string) => ['editor', 'layout', sessionId] as const,
  preview: (sessionId: string) => ['editor', 'preview', sessionId] as const,
  atsText: (sessionId: string) => ['editor', 'ats-text', sessionId] as const,
};
