import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';

/** What the canvases are drawn at when the container has no width yet (hidden, or a test without layout). */
const FALLBACK_WIDTH = 612;

/**
 * A PDF drawn page by page onto canvases with pdf.js (loaded on first use). New bytes are drawn off-screen
 * and swapped in whole, so an update never shows half a document. `data-render-count` goes up with each
 * finished drawing: what a test waits on.
 */
export function PdfPages({
  data,
  label,
  maxPages,
  onFailed,
  className,
  zoom = 1,
}: {
  data: Uint8Array;
  /** The zoom the container is shown at: a new zoom draws the pages again, sharp at their new width. */
  zoom?: number;
  /** Names the canvases: '{label}, page 1 of 2'. */
  label: string;
  maxPages?: number;
  onFailed?: (error: unknown) => void;
  className?: string;
}) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState(true);
  const renderCount = useRef(0);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onFailedRef.current = onFailed;
  }, [onFailed]);

  useEffect(() => {
    let cancelled = false;
    let release: (() => Promise<void>) | null = null;
    setDrawing(true);
    (async () => {
      try {
        const { loadPdf } = await import('../pdf/pdfjs');
        const pdf = await loadPdf(data);
        release = pdf.destroy;
        if (cancelled) return;
        const container = containerRef.current;
        // The container is as wide as the zoom makes it; hidden, it is drawn at a page's width, zoomed.
        const width = container?.clientWidth || FALLBACK_WIDTH * zoom;
        const count = Math.min(pdf.pageCount, maxPages ?? pdf.pageCount);
        // The pages are drawn side by side (pdf.js interleaves them), off-screen, then swapped in together.
        const canvases = Array.from({ length: count }, (_, index) => {
          const canvas = document.createElement('canvas');
          canvas.setAttribute('role', 'img');
          canvas.setAttribute(
            'aria-label',
            t('editor.preview.page', { label, page: index + 1, count: pdf.pageCount }),
          );
          canvas.className = 'block h-auto w-full bg-white shadow-md ring-1 ring-slate-200';
          return canvas;
        });
        await Promise.all(canvases.map((canvas, index) => pdf.drawPage(index + 1, canvas, width)));
        if (cancelled || !container) return;
        container.replaceChildren(...canvases);
        renderCount.current += 1;
        container.dataset.renderCount = String(renderCount.current);
        setDrawing(false);
      } catch (error) {
        if (!cancelled) {
          setDrawing(false);
          onFailedRef.current?.(error);
        }
      }
    })();
    return () => {
      cancelled = true;
      void release?.();
    };
  }, [data, label, maxPages, zoom, t]);

  return (
    <div className={cn('relative', className)} aria-busy={drawing}>
      <div ref={containerRef} className="flex flex-col gap-4" data-testid="pdf-pages" />
      {drawing && (
        <div className="absolute inset-0 flex min-h-40 items-center justify-center bg-white/60">
          <Spinner className="size-8 text-brand-700" />
          <span className="sr-only">{t('editor.preview.drawing')}</span>
        </div>
      )}
    </div>
  );
}
