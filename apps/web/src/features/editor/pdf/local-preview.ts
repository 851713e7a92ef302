import type { PreviewRequest, PreviewResponse } from './preview-protocol';

type Waiting = { resolve: (response: PreviewResponse) => void };

/**
 * The one preview worker of the page, started on first use. A browser without module workers (or a
 * worker that fails to start) gets null, and the editor falls back to the server's preview.
 */
let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function previewWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') {
    worker = null;
    return worker;
  }
  try {
    worker = new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module', name: 'preview' });
    worker.onmessage = (event: MessageEvent<PreviewResponse>) => {
      waiting.get(event.data.id)?.resolve(event.data);
      waiting.delete(event.data.id);
    };
    worker.onerror = (event) => {
      // The worker could not start or threw outside a request: every waiting request fails, and the
      // editor uses the server's preview from then on.
      event.preventDefault();
      for (const [id, entry] of waiting)
        entry.resolve({ id, ok: false, error: 'The preview could not be drawn here.' });
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** Forgets the worker, so the next use starts one (or finds none): for tests that swap `Worker`. */
export function forgetPreviewWorker(): void {
  worker?.terminate();
  worker = undefined;
  waiting.clear();
}

/** Whether the preview can be drawn in this browser. */
export const canRenderLocally = () => previewWorker() !== null;

/** Lays out and writes the PDF of `request` in the worker; null when there is no worker. */
export function renderLocally(request: Omit<PreviewRequest, 'id'>): Promise<PreviewResponse> | null {
  const target = previewWorker();
  if (!target) return null;
  const id = nextId;
  nextId += 1;
  return new Promise((resolve) => {
    waiting.set(id, { resolve });
    target.postMessage({ ...request, id } satisfies PreviewRequest);
  });
}
