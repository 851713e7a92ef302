import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

/**
 * pdf.js, loaded only by the pages that draw a PDF (this module is imported dynamically). The worker is a
 * same-origin file Vite emits next to the bundle, which the server's Content-Security-Policy allows
 * ('self' in worker-src); eval stays off because script-src has no 'unsafe-eval'.
 */
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * One pdf.js worker for the page, kept between documents: the editor's preview loads a new PDF on every
 * edit, and starting a worker for each cost more than drawing the pages.
 */
let sharedWorker: PDFWorker | null = null;
function pdfWorker(): PDFWorker {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new PDFWorker();
  return sharedWorker;
}

export type LoadedPdf = {
  pageCount: number;
  /** Draws page `pageNumber` (1-based) onto the canvas at `cssWidth` pixels wide. */
  drawPage(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  destroy(): Promise<void>;
};

export async function loadPdf(bytes: Uint8Array): Promise<LoadedPdf> {
  // pdf.js hands the buffer to its worker, which detaches it: give it a copy, the caller keeps the bytes.
  const document: PDFDocumentProxy = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    worker: pdfWorker(),
    // Glyphs drawn as paths rather than loaded as web fonts: each edit's PDF has new font subsets, and
    // loading them as fonts took longer than drawing the page.
    disableFontFace: true,
  }).promise;
  return {
    pageCount: document.numPages,
    async drawPage(pageNumber, canvas, cssWidth) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      // Sharp on high-density screens: draw at the device's pixel ratio, show at the CSS width.
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
    },
    destroy: () => document.destroy(),
  };
}
