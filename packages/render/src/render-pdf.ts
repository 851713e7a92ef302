/**
 * Structured resume and font bytes in, PDF bytes out. The page is written from the computed layout, one
 * text call per run at a fixed position, so pdfkit never re-wraps and the text order in the file is the
 * reading order. Nothing here reads files: fonts arrive as bytes (see load-fonts.ts).
 */
import PDFDocument from 'pdfkit';
import { computeLayout } from './layout-resume';
import { pageFonts } from './page-fonts';
import { SHAPING_FEATURES } from './parsed-fonts';
import { defaultTitle, resumeLanguage } from './resume-language';
import type { RenderableResume, RenderOptions, RenderResult } from './types';

/** The document's bytes as pdfkit writes them: Buffers in Node, Uint8Arrays in a browser. */
export function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      const joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(joined);
    });
    doc.on('error', reject);
  });
}

export async function renderPdf(resume: RenderableResume, options: RenderOptions): Promise<RenderResult> {
  const { template, blocks, pages, report } = computeLayout(resume, options);
  const fonts = new Map(pageFonts(template, options.fonts).faces());
  const name = resume.contact.name.trim();
  const language = resumeLanguage(resume, blocks);
  const doc = new PDFDocument({
    size: [pages.width, pages.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    // The layout is fixed; pdfkit's per-word layout cache would only hold strings we never measure again.
    fontLayoutCache: false,
    info: {
      Title: options.title ?? defaultTitle(name, language),
      Author: options.author ?? name,
      Creator: 'ResumeLoop',
      Producer: 'ResumeLoop',
    },
    displayTitle: true,
    lang: language,
    // No default font: every run names its face, so pdfkit's Helvetica would only add an unused font
    // object, and a browser's pdfkit has no standard fonts to load it from.
    font: null as unknown as string,
  });
  const output = collect(doc);
  // Handing pdfkit the parsed fontkit font skips a second parse of the bytes for every document.
  for (const [id, face] of fonts) doc.registerFont(id, face.font as unknown as PDFKit.Mixins.PDFFontSource);

  let pageIndex = -1;
  let lineIndex = 0;
  let ruleIndex = 0;
  while (pageIndex + 1 < pages.pages) {
    pageIndex += 1;
    doc.addPage({ size: [pages.width, pages.height], margin: 0 });
    for (; ruleIndex < pages.rules.length && pages.rules[ruleIndex]?.page === pageIndex; ruleIndex += 1) {
      const rule = pages.rules[ruleIndex];
      if (!rule) break;
      doc
        .save()
        .lineWidth(rule.width)
        .strokeColor(rule.color)
        .moveTo(rule.x1, rule.y)
        .lineTo(rule.x2, rule.y)
        .stroke()
        .restore();
    }
    for (; lineIndex < pages.lines.length && pages.lines[lineIndex]?.page === pageIndex; lineIndex += 1) {
      const line = pages.lines[lineIndex];
      if (!line) break;
      for (const run of line.runs) {
        doc.font(run.face).fontSize(run.size).fillColor(run.color);
        doc.text(run.text, run.x, line.baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          features: SHAPING_FEATURES as unknown as PDFKit.Mixins.OpenTypeFeatures[],
          textWidth: run.width,
        } as PDFKit.Mixins.TextOptions);
        if (run.link) {
          const face = fonts.get(run.face);
          if (!face) continue;
          const top = line.baseline - face.ascender * run.size;
          doc.link(run.x, top, run.width, (face.ascender - face.descender) * run.size, run.link);
        }
      }
    }
  }
  doc.end();
  return { pdf: await output, layout: report };
}
