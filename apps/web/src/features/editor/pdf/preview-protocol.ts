import type { LayoutReport } from '@resumeloop/contracts/editor';
import type { PageSize, RenderableResume, TemplateLook, TemplateName } from '@resumeloop/render/pdf';

/** What the editor asks of the preview worker: the document as it stands. */
export type PreviewRequest = {
  id: number;
  resume: RenderableResume;
  template: TemplateName;
  pageSize: PageSize;
  /** The session's template options, resolved; null for the template's own look. */
  look: TemplateLook | null;
};

/** The PDF and its layout report, or why there is none. */
export type PreviewResponse =
  | { id: number; ok: true; pdf: Uint8Array; layout: LayoutReport; pages: number; renderMs: number }
  | { id: number; ok: false; error: string };
