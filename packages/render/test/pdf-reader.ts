/** Reads back what tests check in a PDF: pages' sizes, metadata and link annotations, with pdf.js. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfFacts {
  pages: number;
  sizes: Array<[number, number]>;
  title: string;
  author: string;
  links: string[];
}

export async function readPdfFacts(pdf: Uint8Array): Promise<PdfFacts> {
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  try {
    const document = await loading.promise;
    const metadata = await document.getMetadata();
    const info = metadata.info as { Title?: string; Author?: string };
    const sizes: Array<[number, number]> = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      sizes.push([Math.round((x1 - x0) * 100) / 100, Math.round((y1 - y0) * 100) / 100]);
      for (const annotation of await page.getAnnotations())
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.push(annotation.url);
    }
    return { pages: document.numPages, sizes, title: info.Title ?? '', author: info.Author ?? '', links };
  } finally {
    await loading.destroy();
  }
}

export const normalise = (text: string): string =>
  text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Where each needle is found in the haystack, searching on from the previous one; -1 when missing. */
export function positionsInOrder(haystack: string, needles: readonly string[]): number[] {
  const text = normalise(haystack);
  let from = 0;
  return needles.map((needle) => {
    const at = text.indexOf(normalise(needle), from);
    if (at >= 0) from = at + normalise(needle).length;
    return at;
  });
}
