/**
 * An ATS report as a PDF: the session's scores before and after, then every check with what it found and
 * how to fix it. Unlike a resume, whose layout is computed line by line so that an ATS reads it exactly,
 * a report is read by a person: pdfkit wraps the text and breaks pages, and a check's block is kept on
 * one page. Text stays real text (selectable, read by screen readers and by extract-pdf-text).
 */
import PDFDocument from 'pdfkit';
import { SHAPING_FEATURES } from '../parsed-fonts';
import { collect } from '../render-pdf';
import type { FontLibrary } from '../types';
import type { AtsReportDocument, CheckStatus, ReportCheck } from './types';

const PAGE = { width: 595.28, height: 841.89 }; // A4, in points
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Room kept at the foot of each page for its number. */
const FOOTER = 28;

/** Ink colours that pass 4.5:1 on white; a check's status is also written out in words. */
const INK = { text: '#1e293b', muted: '#475569', rule: '#cbd5e1', heading: '#0f172a' };
const STATUS_INK: Record<CheckStatus, string> = { passed: '#166534', failed: '#b91c1c', not_run: '#475569' };

const FACES = { regular: 'report-regular', bold: 'report-bold' } as const;

const textOptions = (extra: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions =>
  ({
    width: CONTENT_WIDTH,
    features: SHAPING_FEATURES as unknown as PDFKit.Mixins.OpenTypeFeatures[],
    ...extra,
  }) as PDFKit.Mixins.TextOptions;

/** Starts a new page when `height` points do not fit above the footer. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > PAGE.height - MARGIN - FOOTER) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string, size: number): void {
  doc.font(FACES.bold).fontSize(size);
  keepTogether(doc, doc.heightOfString(text, textOptions()) + 60);
  doc.fillColor(INK.heading).text(text, MARGIN, doc.y, textOptions());
  doc.moveDown(0.3);
}

function rule(doc: PDFKit.PDFDocument): void {
  doc
    .save()
    .lineWidth(0.75)
    .strokeColor(INK.rule)
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE.width - MARGIN, doc.y)
    .stroke()
    .restore();
  doc.moveDown(0.5);
}

/** The scores table: four columns, the category's name taking what the numbers leave. */
function scoresTable(doc: PDFKit.PDFDocument, report: AtsReportDocument): void {
  const numberWidth = 80;
  const nameWidth = CONTENT_WIDTH - 3 * numberWidth;
  const xs = [
    MARGIN,
    MARGIN + nameWidth,
    MARGIN + nameWidth + numberWidth,
    MARGIN + nameWidth + 2 * numberWidth,
  ];
  const row = (cells: readonly string[], face: string) => {
    doc.font(face).fontSize(10);
    const height = Math.max(
      ...cells.map((cell, i) =>
        doc.heightOfString(cell, textOptions({ width: i === 0 ? nameWidth - 8 : numberWidth })),
      ),
    );
    keepTogether(doc, height + 6);
    const top = doc.y;
    cells.forEach((cell, i) => {
      doc
        .fillColor(INK.text)
        .text(
          cell,
          xs[i],
          top,
          textOptions({ width: i === 0 ? nameWidth - 8 : numberWidth, align: i === 0 ? 'left' : 'right' }),
        );
    });
    doc.y = top + height + 4;
    doc.x = MARGIN;
  };
  row(report.scores.columns, FACES.bold);
  rule(doc);
  for (const cells of report.scores.rows) row(cells, FACES.regular);
}

function checkBlock(doc: PDFKit.PDFDocument, check: ReportCheck): void {
  const inset = MARGIN + 12;
  const width = CONTENT_WIDTH - 12;
  const head = `${check.statusLabel}: ${check.label}`;
  const lines: Array<{ face: string; size: number; text: string }> = [
    { face: FACES.bold, size: 10.5, text: head },
    { face: FACES.regular, size: 9, text: check.points },
    { face: FACES.bold, size: 9.5, text: check.found.caption },
    { face: FACES.regular, size: 9.5, text: check.found.text },
    ...(check.fix
      ? [
          { face: FACES.bold, size: 9.5, text: check.fix.caption },
          { face: FACES.regular, size: 9.5, text: check.fix.text },
        ]
      : []),
  ];
  const height = lines.reduce((sum, line) => {
    doc.font(line.face).fontSize(line.size);
    return sum + doc.heightOfString(line.text, textOptions({ width })) + 2;
  }, 10);
  keepTogether(doc, height);
  const top = doc.y;
  // A bar in the status's colour beside the block: a glance finds the failed checks.
  doc
    .save()
    .rect(MARGIN, top + 1, 3, height - 10)
    .fill(STATUS_INK[check.status])
    .restore();
  lines.forEach((line, index) => {
    doc
      .font(line.face)
      .fontSize(line.size)
      .fillColor(index === 0 ? STATUS_INK[check.status] : index === 1 ? INK.muted : INK.text)
      .text(line.text, inset, doc.y, textOptions({ width }));
    doc.y += 2;
  });
  doc.x = MARGIN;
  doc.y += 8;
}

/** The report as PDF bytes, with the fonts of the render package (Inter). */
/** A page's number line: the template's `{page}` and `{pages}` replaced (1-based). */
export const pageLabelOf = (template: string, page: number, pages: number): string =>
  template.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));

export async function renderAtsReport(report: AtsReportDocument, fonts: FontLibrary): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    compress: true,
    bufferPages: true,
    info: { Title: report.title, Creator: 'ResumeLoop', Producer: 'ResumeLoop' },
    displayTitle: true,
    lang: report.language,
    font: null as unknown as string,
  });
  const output = collect(doc);
  // The bytes, not the resume layout's parsed fonts: pdfkit measures this text itself to wrap it, and
  // the parsed fonts' shaping cache is made for runs whose width is already known.
  doc.registerFont(FACES.regular, fonts.sans.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FACES.bold, fonts.sans.bold as unknown as PDFKit.Mixins.PDFFontSource);

  doc.font(FACES.bold).fontSize(22).fillColor(INK.heading).text(report.title, MARGIN, MARGIN, textOptions());
  doc.moveDown(0.3);
  doc.font(FACES.regular).fontSize(10.5).fillColor(INK.muted);
  for (const line of report.details) doc.text(line, textOptions());
  doc.moveDown(0.6);
  doc.font(FACES.bold).fontSize(13).fillColor(INK.text).text(report.overall, textOptions());
  doc.moveDown(0.8);

  heading(doc, report.scores.heading, 14);
  scoresTable(doc, report);
  doc.moveDown(1);

  heading(doc, report.checks.heading, 14);
  doc.font(FACES.regular).fontSize(10).fillColor(INK.muted).text(report.checks.intro, textOptions());
  doc.moveDown(0.8);
  for (const category of report.checks.categories) {
    heading(doc, category.heading, 12);
    doc.font(FACES.regular).fontSize(9.5).fillColor(INK.muted).text(category.summary, textOptions());
    doc.moveDown(0.5);
    for (const check of category.checks) checkBlock(doc, check);
    doc.moveDown(0.4);
  }

  // Page numbers, written once the count is known; the bottom margin is lifted so the line stays put.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FACES.regular)
      .fontSize(8.5)
      .fillColor(INK.muted)
      .text(
        pageLabelOf(report.pageLabel, index + 1, range.count),
        MARGIN,
        PAGE.height - MARGIN,
        textOptions({ align: 'center', lineBreak: false }),
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return output;
}
