import type { LoadedPdf } from '../features/editor/pdf/pdfjs';

/**
 * pdf.js cannot draw in jsdom (no canvas, no worker): component tests load this instead. A "PDF" here is
 * text: 'pages=N' sets its page count, 'broken' makes it fail to load. Each drawn page is recorded.
 */
export const drawnPages: Array<{ pageNumber: number; source: string }> = [];

export async function loadPdf(bytes: Uint8Array): Promise<LoadedPdf> {
  const source = new TextDecoder().decode(bytes);
  if (source.includes('broken')) throw new Error('Invalid PDF structure.');
  const pageCount = Number(/pages=(\d+)/.exec(source)?.[1] ?? 1);
  return {
    pageCount,
    async drawPage(pageNumber) {
      drawnPages.push({ pageNumber, source });
    },
    async destroy() {},
  };
}

/** A response body the fake reads as a PDF of `pages` pages. */
export const fakePdf = (label: string, pages = 1) =>
  new TextEncoder().encode(`%PDF-fake ${label} pages=${pages}`);
