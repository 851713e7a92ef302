/**
 * Builds every kind of upload in memory at test time: text PDFs (pdfkit), a drawing-only PDF, an
 * encrypted and a damaged PDF, DOCX files (a valid one, a zip bomb, one that under-declares its size, ones
 * with external links), a Word 97 .doc (a CFB container with a FIB and a piece table), UTF-8 and UTF-16
 * text, and an HTML page. The shared corpus (../shared/corpus beside the repository) is read at run time
 * when it is present; nothing from it is stored here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import CFB from 'cfb';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { stripControlGarbage } from '../src/control-characters';

export const RESUME_LINES = [
  'Jordan Rivera',
  'Senior Data Analyst',
  'jordan.rivera@example.com | (555) 014-2297 | Portland, OR | linkedin.com/in/jordanrivera',
  'Summary',
  'Data analyst with 7 years of experience turning messy operational data into decisions for retail and logistics teams.',
  'Experience',
  'Senior Data Analyst, Northwind Logistics, Portland, OR — 2021 – Present',
  '• Built a demand forecasting model in Python that cut stock-outs by 18% across 42 warehouses.',
  '• Automated weekly KPI reporting with SQL and Tableau, saving the operations team 12 hours a week.',
  '• Led a team of 3 analysts and mentored 2 interns through their first production dashboards.',
  'Data Analyst, Contoso Retail, Seattle, WA — 2017 – 2021',
  '• Designed A/B tests for checkout changes that raised conversion by 4.2%.',
  '• Cleaned and merged 6 years of point-of-sale data into a single PostgreSQL warehouse.',
  'Education',
  'B.S. Statistics, University of Washington, 2017',
  'Skills',
  'Python, SQL, PostgreSQL, Tableau, pandas, scikit-learn, Excel, A/B testing',
];
export const RESUME_TEXT = RESUME_LINES.join('\n');

/** The non-empty lines of `source` (spacing ignored) that are not lines of `extracted`. */
export function missingLines(source: string, extracted: string): string[] {
  // Zero-width spaces are invisible and PDF text drops them; spacing differs between extractors.
  const squash = (line: string) =>
    line
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const present = new Set(extracted.split('\n').map(squash));
  return source
    .split(/\r?\n/)
    .map(squash)
    .filter((line) => line.length > 0 && !present.has(line));
}

// ---------------------------------------------------------------------------------------------------------
// PDF

/** The characters pdfkit's standard fonts can show (Windows-1252). */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** What a text PDF in a standard font can hold of `text`: others become '?', zero-width spaces go. */
export function pdfSafeText(text: string): string {
  return [...text.replace(/[\u200b\ufeff]/g, '')]
    .map((char) => {
      const code = char.charCodeAt(0);
      const ok =
        (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
      return ok || char === '\n' ? char : '?';
    })
    .join('')
    .replace(/\t/g, ' ');
}

function collect(
  document: PDFKit.PDFDocument,
  draw: (document: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    draw(document);
    document.end();
  });
}

const PDF_FONT_SIZE = 10;
const PDF_MARGIN = 36;
const PDF_PAGE_HEIGHT = 792;

/**
 * A text PDF with one source line per printed line: the page is made wide enough that no line wraps, and
 * lines flow onto further pages. Call pdfSafeText first for text outside Windows-1252.
 */
export async function buildTextPdf(
  text: string,
  options: { userPassword?: string } = {},
): Promise<Uint8Array> {
  const lines = text.split(/\r?\n/);
  const document = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Resume' },
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: 'owner-password' } : {}),
  });
  document.font('Helvetica').fontSize(PDF_FONT_SIZE);
  const widest = Math.max(...lines.map((line) => document.widthOfString(line)));
  const size: [number, number] = [Math.max(612, Math.ceil(widest) + 2 * PDF_MARGIN + 10), PDF_PAGE_HEIGHT];
  const lineHeight = PDF_FONT_SIZE * 1.4;
  return collect(document, (doc) => {
    doc.addPage({ size, margin: PDF_MARGIN });
    let y = PDF_MARGIN;
    for (const line of lines) {
      if (y + lineHeight > PDF_PAGE_HEIGHT - PDF_MARGIN) {
        doc.addPage({ size, margin: PDF_MARGIN });
        y = PDF_MARGIN;
      }
      if (line.trim()) doc.text(line, PDF_MARGIN, y, { lineBreak: false });
      y += lineHeight;
    }
  });
}

/** A PDF whose only page holds shapes and no text, as a scan or a drawing would. */
export function buildDrawingPdf(): Promise<Uint8Array> {
  return collect(new PDFDocument({ compress: true }), (doc) => {
    doc.rect(72, 72, 300, 40).fill('#1f2937');
    doc.circle(200, 300, 60).lineWidth(3).stroke('#6b7280');
    doc.moveTo(72, 500).lineTo(540, 500).stroke();
  });
}

export function buildEncryptedPdf(): Promise<Uint8Array> {
  return buildTextPdf(RESUME_TEXT, { userPassword: 'open-sesame' });
}

/** A text PDF cut off at 40%: no cross-reference table, no trailer, half an object stream. */
export async function buildTruncatedPdf(): Promise<Uint8Array> {
  const whole = await buildTextPdf(RESUME_TEXT);
  return whole.subarray(0, Math.floor(whole.length * 0.4));
}

// ---------------------------------------------------------------------------------------------------------
// DOCX

const encoder = new TextEncoder();
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function xmlText(text: string): string {
  return stripControlGarbage(text)
    .replace(/[\v\f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A paragraph; a line starting with '• ' becomes an item of a bulleted list (the glyph comes from numbering). */
function paragraph(line: string): string {
  const bullet = /^•\s+/.exec(line);
  const text = bullet ? line.slice(bullet[0].length) : line;
  const runs = text
    .split('\t')
    .map((piece) => `<w:r><w:t xml:space="preserve">${xmlText(piece)}</w:t></w:r>`)
    .join('<w:r><w:tab/></w:r>');
  const properties = bullet
    ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>'
    : '';
  return `<w:p>${properties}${runs}</w:p>`;
}

export interface DocxOptions {
  /** Lines of a page header (word/header1.xml). */
  headerLines?: string[];
  /** Extra relationships of word/document.xml: [type suffix, target, external?]. */
  relationships?: Array<{ type: string; target: string; external: boolean }>;
  /** Relationships of word/settings.xml, where Word records the template a document came from. */
  settingsRelationships?: Array<{ type: string; target: string; external: boolean }>;
}

function relationshipsXml(
  relationships: Array<{ id: string; type: string; target: string; external: boolean }>,
) {
  const items = relationships
    .map(
      (rel) =>
        `<Relationship Id="${rel.id}" Type="${REL}/${rel.type}" Target="${xmlText(rel.target).replace(/"/g, '&quot;')}"${rel.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
}

/** The parts of a minimal valid DOCX with one paragraph per line. */
export function docxParts(text: string, options: DocxOptions = {}): Record<string, Uint8Array> {
  const body = text.split(/\r?\n/).map(paragraph).join('');
  const hasHeader = (options.headerLines?.length ?? 0) > 0;
  const sectPr = hasHeader
    ? '<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader"/></w:sectPr>'
    : '';
  const documentRels = [
    { id: 'rIdNumbering', type: 'numbering', target: 'numbering.xml', external: false },
    { id: 'rIdSettings', type: 'settings', target: 'settings.xml', external: false },
    ...(hasHeader ? [{ id: 'rIdHeader', type: 'header', target: 'header1.xml', external: false }] : []),
    ...(options.relationships ?? []).map((rel, index) => ({ id: `rIdExtra${index}`, ...rel })),
  ];
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/></Types>',
    '_rels/.rels': relationshipsXml([
      { id: 'rId1', type: 'officeDocument', target: 'word/document.xml', external: false },
    ]),
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${body}${sectPr}</w:body></w:document>`,
    'word/_rels/document.xml.rels': relationshipsXml(documentRels),
    'word/numbering.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${W_NS}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
    'word/settings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="${W_NS}" xmlns:r="${R_NS}"/>`,
  };
  if (hasHeader) {
    parts['word/header1.xml'] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W_NS}">${(options.headerLines ?? []).map(paragraph).join('')}</w:hdr>`;
    parts['word/_rels/header1.xml.rels'] = relationshipsXml([]);
  }
  if (options.settingsRelationships) {
    parts['word/_rels/settings.xml.rels'] = relationshipsXml(
      options.settingsRelationships.map((rel, index) => ({ id: `rIdSettings${index}`, ...rel })),
    );
  }
  return Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, encoder.encode(xml)]));
}

export function buildDocx(text: string, options: DocxOptions = {}): Uint8Array {
  return zipSync(docxParts(text, options), { level: 6 });
}

/** A DOCX with an external file link of the given relationship type (image, subDocument, aFChunk). */
export function buildDocxWithExternalFile(type = 'image', target = 'file:///etc/passwd'): Uint8Array {
  return buildDocx(RESUME_TEXT, { relationships: [{ type, target, external: true }] });
}

/**
 * A DOCX whose media entry inflates to `megabytes` MB of zeros (about 1,000:1). The entry is deflated as a
 * stream of 1 MB blocks, so the test never holds it whole.
 */
export function buildDocxZipBomb(megabytes = 64): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, content] of Object.entries(docxParts(RESUME_TEXT))) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(content, true);
  }
  const bomb = new ZipDeflate('word/media/image1.png', { level: 9 });
  zip.add(bomb);
  const block = new Uint8Array(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) bomb.push(block, index === megabytes - 1);
  zip.end();
  return concat(chunks);
}

/** A DOCX with more entries than an archive may have. */
export function buildDocxWithManyEntries(count = 1200): Uint8Array {
  const parts = docxParts(RESUME_TEXT);
  for (let index = 0; index < count; index += 1) parts[`customXml/item${index}.xml`] = encoder.encode('<a/>');
  return zipSync(parts, { level: 1 });
}

/**
 * A DOCX whose document part says it is 1 KB but inflates to far more: the declared sizes pass the limits,
 * the real ones must not.
 */
export function buildDocxUnderDeclared(): Uint8Array {
  const filler = Array.from(
    { length: 4000 },
    (_, index) => `Line ${index} of filler text for the resume body.`,
  );
  const bytes = buildDocx(filler.join('\n'));
  const declared = 1024;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  for (let offset = 0; offset + 46 < bytes.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x02014b50) {
      const nameLength = view.getUint16(offset + 28, true);
      if (decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)) === 'word/document.xml') {
        view.setUint32(offset + 24, declared, true);
        view.setUint32(view.getUint32(offset + 42, true) + 22, declared, true);
      }
    }
  }
  return bytes;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// DOC (Word 97-2003)

const FIB = {
  wIdent: 0x0000,
  nFib: 0x0002,
  flags: 0x000a,
  fcMin: 0x0018,
  fcMac: 0x001c,
  ccpText: 0x004c,
  fcClx: 0x01a2,
  lcbClx: 0x01a6,
} as const;
const WORD_TEXT_OFFSET = 0x800;

/**
 * A Word 97 binary document: a CFB container with a WordDocument stream (a File Information Block and the
 * text as UTF-16) and a 1Table stream holding the piece table (one piece covering all the text). Paragraphs
 * end in '\r', as Word writes them.
 */
export function buildDoc(text: string, options: { encrypted?: boolean } = {}): Uint8Array {
  const body = `${text
    .split(/\r?\n/)
    .map((line) => stripControlGarbage(line).replace(/[\v\f]/g, ''))
    .join('\r')}\r`;
  const textBytes = Buffer.from(body, 'utf16le');
  const word = Buffer.alloc(WORD_TEXT_OFFSET + textBytes.length);
  word.writeUInt16LE(0xa5ec, FIB.wIdent);
  word.writeUInt16LE(0x00c1, FIB.nFib);
  // fWhichTblStm: the piece table is in 1Table; fEncrypted (0x0100) marks a password-protected file.
  word.writeUInt16LE(options.encrypted ? 0x0300 : 0x0200, FIB.flags);
  word.writeUInt32LE(WORD_TEXT_OFFSET, FIB.fcMin);
  word.writeUInt32LE(WORD_TEXT_OFFSET + textBytes.length, FIB.fcMac);
  word.writeUInt32LE(body.length, FIB.ccpText);
  textBytes.copy(word, WORD_TEXT_OFFSET);

  // Clx: one Pcdt (0x02, its size, then the PlcPcd: CPs 0 and n, and one 8-byte piece descriptor whose
  // file offset has bit 30 clear, meaning UTF-16 text).
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(WORD_TEXT_OFFSET, 15);
  table.writeUInt16LE(0, 19);
  word.writeUInt32LE(0, FIB.fcClx);
  word.writeUInt32LE(table.length, FIB.lcbClx);

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', word);
  CFB.utils.cfb_add(container, '/1Table', table);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** A password-protected DOCX as Office writes it: the encrypted package inside an OLE2 compound file. */
export function buildEncryptedDocx(): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(
    container,
    '/EncryptionInfo',
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0, ...new Array(64).fill(0)]),
  );
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(8192, 0x5a));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

// ---------------------------------------------------------------------------------------------------------
// Text and markup

export function buildUtf8Text(text: string, options: { bom?: boolean; crlf?: boolean } = {}): Uint8Array {
  const body = options.crlf ? text.replace(/\n/g, '\r\n') : text;
  const bytes = encoder.encode(body);
  return options.bom ? concat([new Uint8Array([0xef, 0xbb, 0xbf]), bytes]) : bytes;
}

export function buildUtf16Text(text: string, endian: 'le' | 'be' = 'le'): Uint8Array {
  const little = Buffer.from(text, 'utf16le');
  if (endian === 'be') little.swap16();
  return concat([new Uint8Array(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]), new Uint8Array(little)]);
}

export function buildHtmlPage(): Uint8Array {
  return encoder.encode(
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Jordan Rivera - Resume</title></head>\n<body><h1>Jordan Rivera</h1><ul>${RESUME_LINES.slice(
      3,
    )
      .map((line) => `<li>${xmlText(line)}</li>`)
      .join('')}</ul></body></html>\n`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The shared corpus

export const CORPUS_URL = new URL('../../../../shared/corpus/', import.meta.url);
export const CORPUS_PRESENT = existsSync(new URL('resumes/', CORPUS_URL));

export interface CorpusResume {
  file: string;
  text: string;
}

/** The corpus resume texts (resumes/NNN.txt), or [] without the corpus. */
export function corpusResumes(): CorpusResume[] {
  if (!CORPUS_PRESENT) return [];
  const folder = new URL('resumes/', CORPUS_URL);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(new URL(file, folder), 'utf8') }));
}

export interface CorpusPdf {
  file: string;
  bytes: Uint8Array;
  /** The text twin (resumes/NNN.txt) the corpus extracted from this PDF, when it has one. */
  twin: string | undefined;
}

/** The corpus's real resume PDFs (resumes/pdf/NNN.pdf), or [] without the corpus. */
export function corpusPdfs(): CorpusPdf[] {
  if (!CORPUS_PRESENT) return [];
  const folder = new URL('resumes/pdf/', CORPUS_URL);
  if (!existsSync(folder)) return [];
  const twins = new Map<string, string>();
  const index = new URL('index.csv', folder);
  if (existsSync(index)) {
    for (const row of readFileSync(index, 'utf8').trim().split('\n').slice(1)) {
      const [file = '', twin = ''] = row.split(',');
      if (twin) twins.set(file.replace(/^pdf\//, ''), twin);
    }
  }
  return readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((file) => {
      const twin = twins.get(file);
      const twinUrl = twin ? new URL(`../${twin}`, folder) : undefined;
      return {
        file,
        bytes: new Uint8Array(readFileSync(new URL(file, folder))),
        twin: twinUrl && existsSync(twinUrl) ? readFileSync(twinUrl, 'utf8') : undefined,
      };
    });
}

/** Every upload kind built from one text: what each file holds, and its bytes. */
export async function buildAllKinds(
  text: string,
): Promise<Array<{ kind: 'pdf' | 'docx' | 'doc' | 'txt'; name: string; source: string; bytes: Uint8Array }>> {
  const pdfText = pdfSafeText(text);
  return [
    { kind: 'pdf', name: 'resume.pdf', source: pdfText, bytes: await buildTextPdf(pdfText) },
    { kind: 'docx', name: 'resume.docx', source: text, bytes: buildDocx(text) },
    { kind: 'doc', name: 'resume.doc', source: text, bytes: buildDoc(text) },
    { kind: 'txt', name: 'resume.txt', source: text, bytes: buildUtf8Text(text) },
  ];
}
