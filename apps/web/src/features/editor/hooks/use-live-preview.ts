import type { LayoutReport } from '@resumeloop/contracts/editor';
import { templateLookOf } from '@resumeloop/contracts/editor-constants';
import { useEffect, useRef, useState } from 'react';
import { canRenderLocally, renderLocally } from '../pdf/local-preview';
import type { EditableDocument } from './use-resume-document';

export type LivePreview = {
  /** False where the browser cannot draw it (no module workers): the server's preview is used instead. */
  available: boolean;
  pdf: Uint8Array | undefined;
  layout: LayoutReport | undefined;
  rendering: boolean;
  error: string | null;
  /** How long the last PDF took to lay out and write, in the worker. */
  renderMs: number | null;
};

/**
 * The preview of the document as it stands, drawn in the browser on every change. While one render runs,
 * further changes wait and only the latest is drawn next: the preview never falls behind by more than one.
 */
export function useLivePreview(document: EditableDocument): LivePreview {
  const [available] = useState(canRenderLocally);
  const [state, setState] = useState<Omit<LivePreview, 'available'>>({
    pdf: undefined,
    layout: undefined,
    rendering: available,
    error: null,
    renderMs: null,
  });
  const running = useRef(false);
  const latest = useRef(document);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    latest.current = document;
    if (!available || running.current) return;
    const draw = async () => {
      running.current = true;
      setState((current) => ({ ...current, rendering: true }));
      let drawn: EditableDocument | null = null;
      while (drawn !== latest.current && alive.current) {
        drawn = latest.current;
        const answer = await renderLocally({
          resume: drawn.resume,
          template: drawn.template,
          pageSize: drawn.pageSize,
          look: templateLookOf(drawn.templateOptions),
        });
        if (!alive.current || !answer) break;
        if (answer.ok)
          setState({
            pdf: answer.pdf,
            layout: answer.layout,
            rendering: drawn !== latest.current,
            error: null,
            renderMs: answer.renderMs,
          });
        else setState((current) => ({ ...current, rendering: false, error: answer.error }));
      }
      running.current = false;
      if (alive.current) setState((current) => ({ ...current, rendering: false }));
    };
    void draw();
  }, [document, available]);

  return { available, ...state };
}
