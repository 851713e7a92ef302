import { describe, expect, it } from 'vitest';
import {
  detectFileKind,
  ExtractionError,
  type ExtractionErrorCode,
  extractText,
  MAX_UPLOAD_BYTES,
} from '../src/index';
import {
  buildAllKinds,
  buildDoc,
  buildDocx,
  buildDocxUnderDeclared,
  buildDocxWithExternalFile,
  buildDocxWithManyEntries,
  buildDocxZipBomb,
  buildDrawingPdf,
  buildEncryptedDocx,
  buildEncryptedPdf,
  buildHtmlPage,
  buildTextPdf,
  buildTruncatedPdf,
  buildUtf8Text,
  buildUtf16Text,
  CORPUS_PRESENT,
  corpusPdfs,
  corpusResumes,
  missingLines,
  pdfSafeText,
  RESUME_LINES,
  RESUME_TEXT,
} from './fixtures';

const encoder = new TextEncoder();

async function failure(bytes: Uint8Array, options?: { timeoutMs?: number }): Promise<ExtractionError> {
  try {
    await extractText(bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return error as ExtractionError;
  }
  throw new Error('extraction succeeded');
}

async function expectFailure(bytes: Uint8Array, code: ExtractionErrorCode, status: number) {
  const error = await failure(bytes);
  expect({ code: error.code, status: error.status }).toEqual({ code, status });
  return error;
}

describe('detectFileKind', () => {
  it('knows each supported kind by its bytes', async () => {
    for (const file of await buildAllKinds(RESUME_TEXT)) expect(detectFileKind(file.bytes)).toBe(file.kind);
  });

  it('reads UTF-8 with a byte-order mark and UTF-16 with either byte order as text', () => {
    expect(detectFileKind(buildUtf8Text(RESUME_TEXT, { bom: true }))).toBe('txt');
    expect(detectFileKind(buildUtf16Text(RESUME_TEXT, 'le'))).toBe('txt');
    expect(detectFileKind(buildUtf16Text(RESUME_TEXT, 'be'))).toBe('txt');
  });

  it('refuses markup, control garbage, invalid UTF-8 and other binary formats', () => {
    const refused = {
      html: buildHtmlPage(),
      xml: encoder.encode('<?xml version="1.0"?><resume><name>Jordan</name></resume>'),
      svg: encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><text>Jordan</text></svg>'),
      'script in text': encoder.encode(`${RESUME_TEXT}\n<script>alert(1)</script>`),
      rtf: encoder.encode('{\\rtf1\\ansi Jordan Rivera\\par}'),
      'text with NUL': encoder.encode('Jordan\u0000Rivera'),
      'text with escape codes': encoder.encode('Jordan \u001b[31mRivera'),
      'a byte Windows-1252 leaves undefined': new Uint8Array([...encoder.encode('Jordan Rivera'), 0x81]),
      'mostly bytes above 0x7f': new Uint8Array([0x93, 0xe9, 0xe8, 0x4a, 0xf1, 0x94, 0xfc]),
      'UTF-16 without a mark': new Uint8Array(Buffer.from('Jordan Rivera', 'utf16le')),
      png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'zip without a Word document': buildDocxParts({ drop: 'word/document.xml' }),
      'OLE file without a WordDocument stream': buildOleWithout(),
      empty: new Uint8Array(0),
    };
    for (const [name, bytes] of Object.entries(refused))
      expect({ name, kind: detectFileKind(bytes) }).toEqual({ name, kind: null });
  });

  it("reads Windows-1252 ('ANSI') text: curly quotes, dashes, bullets and accents", async () => {
    const lines = [
      'José Núñez',
      '\u2022 Led the \u201cCafé\u201d launch \u2013 2019',
      'Skills: Excel, Français',
    ];
    const bytes = new Uint8Array(
      [...lines.join('\r\n')].map((char) => {
        const special: Record<string, number> = {
          '\u2022': 0x95,
          '\u201c': 0x93,
          '\u201d': 0x94,
          '\u2013': 0x96,
        };
        return special[char] ?? char.charCodeAt(0);
      }),
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(detectFileKind(bytes)).toBe('txt');
    expect((await extractText(bytes)).text.split('\n')).toEqual(lines);
  });

  it('keeps a resume that merely mentions angle brackets as text', () => {
    expect(detectFileKind(encoder.encode('Jordan Rivera\nCut latency to <50 ms for 3 > 2 services'))).toBe(
      'txt',
    );
  });
});

function buildDocxParts(options: { drop: string }): Uint8Array {
  const bytes = buildDocx(RESUME_TEXT);
  // Renaming the entry in both headers keeps a valid archive without the part.
  const name = encoder.encode(options.drop);
  const renamed = encoder.encode(options.drop.replace(/.$/, 'x'));
  for (
    let offset = bytes.indexOf(name[0] ?? 0);
    offset !== -1;
    offset = bytes.indexOf(name[0] ?? 0, offset + 1)
  ) {
    if (name.every((byte, index) => bytes[offset + index] === byte)) bytes.set(renamed, offset);
  }
  return bytes;
}

function buildOleWithout(): Uint8Array {
  const bytes = buildDoc(RESUME_TEXT);
  const name = new Uint8Array(Buffer.from('WordDocument', 'utf16le'));
  const other = new Uint8Array(Buffer.from('Workbook\u0000\u0000\u0000\u0000', 'utf16le'));
  for (let offset = 0; offset + name.length <= bytes.length; offset += 1) {
    if (name.every((byte, index) => bytes[offset + index] === byte)) bytes.set(other, offset);
  }
  return bytes;
}

describe('extractText', () => {
  it('extracts every kind with every line of the resume intact', async () => {
    for (const file of await buildAllKinds(RESUME_TEXT)) {
      const result = await extractText(file.bytes);
      expect(result.kind).toBe(file.kind);
      expect({ kind: file.kind, missing: missingLines(file.source, result.text) }).toEqual({
        kind: file.kind,
        missing: [],
      });
    }
  });

  it('keeps bullet glyphs: PDF text runs and Word list items both start with •', async () => {
    const bulletLines = RESUME_LINES.filter((line) => line.startsWith('• '));
    for (const bytes of [await buildTextPdf(RESUME_TEXT), buildDocx(RESUME_TEXT)]) {
      const lines = (await extractText(bytes)).text.split('\n');
      for (const line of bulletLines) expect(lines).toContain(line);
    }
  });

  it('puts the page header of a DOCX before its body', async () => {
    const [name = '', , contact = ''] = RESUME_LINES;
    const body = RESUME_LINES.slice(3).join('\n');
    const { text } = await extractText(buildDocx(body, { headerLines: [name, contact] }));
    expect(text.split('\n').slice(0, 3)).toEqual([name, contact, RESUME_LINES[3]]);
  });

  it('reads a PDF of several pages in page order', async () => {
    const lines = Array.from(
      { length: 130 },
      (_, index) => `• Delivered project number ${index + 1} on time`,
    );
    const { text } = await extractText(await buildTextPdf(lines.join('\n')));
    expect(text.split('\n')).toEqual(lines);
  });

  it('normalises line endings, trailing spaces, blank runs and the byte-order mark', async () => {
    const messy = 'Jordan Rivera   \r\nSummary\t\r\n\r\n\r\n\r\nBuilt dashboards.  \r\n\r\n';
    const { kind, text } = await extractText(buildUtf8Text(messy, { bom: true }));
    expect(kind).toBe('txt');
    expect(text).toBe('Jordan Rivera\nSummary\n\nBuilt dashboards.');
    expect((await extractText(buildUtf16Text('Jordan\r\nRivera', 'be'))).text).toBe('Jordan\nRivera');
  });

  it('reads a DOCX whose only external links are web hyperlinks and its template', async () => {
    const bytes = buildDocx(RESUME_TEXT, {
      relationships: [
        { type: 'hyperlink', target: 'https://www.linkedin.com/in/jordanrivera', external: true },
      ],
      settingsRelationships: [
        {
          type: 'attachedTemplate',
          target: 'file:///C:\\Users\\jordan\\AppData\\Roaming\\Microsoft\\Templates\\Resume.dotx',
          external: true,
        },
      ],
    });
    expect(missingLines(RESUME_TEXT, (await extractText(bytes)).text)).toEqual([]);
  });

  it('reads more files at once than there are parser slots, each getting its own text back', async () => {
    const texts = Array.from(
      { length: 6 },
      (_, index) => `Resume number ${index + 1}\n• Led project ${index + 1}`,
    );
    const results = await Promise.all(texts.map((text) => extractText(buildDoc(text))));
    expect(results.map((result) => result.text)).toEqual(texts);
  });

  describe('refuses bad input with its own code, status and message', () => {
    it('an empty file (and a text file of blanks)', async () => {
      await expectFailure(new Uint8Array(0), 'empty_file', 400);
      await expectFailure(buildUtf8Text(' \n\t\n  '), 'empty_file', 400);
    });

    it('a file over 10 MB', async () => {
      const error = await expectFailure(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x41), 'too_large', 413);
      expect(error.message).toBe('File size must be less than 10MB');
    });

    it('an HTML page, whatever it is called', async () => {
      const error = await expectFailure(buildHtmlPage(), 'unsupported_type', 415);
      expect(error.message).toBe(
        'This file type is not supported. Please upload a PDF, a Word document (.docx or .doc) or a plain-text (.txt) file.',
      );
    });

    it('a password-protected PDF', async () => {
      await expectFailure(await buildEncryptedPdf(), 'encrypted_pdf', 422);
    });

    it('a password-protected Word document, old (.doc) or new (.docx)', async () => {
      const doc = await expectFailure(buildDoc(RESUME_TEXT, { encrypted: true }), 'encrypted_document', 422);
      expect(doc.message).toBe(
        'This Word document is password-protected. Please remove the password and upload it again, or paste your resume text.',
      );
      await expectFailure(buildEncryptedDocx(), 'encrypted_document', 422);
      // The same document without the flag reads as usual.
      expect((await extractText(buildDoc(RESUME_TEXT))).text).toContain(RESUME_LINES[0]);
    });

    it('a PDF with no text (a scan or a drawing), telling the user what to do', async () => {
      const error = await expectFailure(await buildDrawingPdf(), 'no_text', 422);
      expect(error.message).toMatch(/scanned/);
      expect(error.message).toMatch(/paste your resume text/);
      expect(error.message).toMatch(/text-based PDF/);
    });

    it('a truncated PDF and a PDF of garbage', async () => {
      await expectFailure(await buildTruncatedPdf(), 'corrupt_file', 422);
      const garbage = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 251);
      garbage.set(encoder.encode('%PDF-1.7\n'), 0);
      await expectFailure(garbage, 'corrupt_file', 422);
    });

    it('a DOCX zip bomb, a DOCX of too many entries and one that under-declares its size', async () => {
      await expectFailure(buildDocxZipBomb(), 'archive_too_large', 422);
      await expectFailure(buildDocxWithManyEntries(), 'archive_too_large', 422);
      await expectFailure(buildDocxUnderDeclared(), 'archive_too_large', 422);
    });

    it('a DOCX that links to files outside itself', async () => {
      const links: Array<[string, string]> = [
        ['image', 'file:///etc/passwd'],
        ['image', '\\\\fileserver\\share\\photo.png'],
        ['image', 'C:\\Users\\jordan\\photo.png'],
        ['subDocument', '/etc/hosts'],
        ['aFChunk', '../../secrets/notes.html'],
        ['oleObject', 'file://server/share/chart.xlsx'],
      ];
      for (const [type, target] of links) {
        const error = await failure(buildDocxWithExternalFile(type, target));
        expect({ type, target, code: error.code, status: error.status }).toEqual({
          type,
          target,
          code: 'external_reference',
          status: 422,
        });
      }
    });

    it('a damaged DOCX and a damaged DOC', async () => {
      const docx = buildDocx(RESUME_TEXT);
      await expectFailure(docx.subarray(0, Math.floor(docx.length * 0.7)), 'corrupt_file', 422);
      const doc = buildDoc(RESUME_TEXT);
      const magic = new Uint8Array([0xec, 0xa5]);
      const at = doc.findIndex((byte, index) => byte === magic[0] && doc[index + 1] === magic[1]);
      doc.set([0, 0], at);
      await expectFailure(doc, 'corrupt_file', 422);
    });

    it('a file whose parser runs out of time', async () => {
      const error = await failure(await buildTextPdf(RESUME_TEXT), { timeoutMs: 1 });
      expect({ code: error.code, status: error.status }).toEqual({ code: 'timeout', status: 422 });
    });

    it('with a different sentence for each code', async () => {
      const codes: ExtractionErrorCode[] = [
        'unsupported_type',
        'empty_file',
        'too_large',
        'encrypted_pdf',
        'encrypted_document',
        'no_text',
        'corrupt_file',
        'archive_too_large',
        'external_reference',
        'timeout',
      ];
      const messages = codes.map((code) => new ExtractionError(code).message);
      expect(new Set(messages).size).toBe(codes.length);
      for (const message of messages) expect(message).toMatch(/^[A-Z].*[.]$|^File size/);
    });
  });
});

describe.skipIf(!CORPUS_PRESENT)('the shared corpus', () => {
  // A spread of the corpus: livecareer resumes and the long-lined Indian resumes (038-041).
  const SAMPLE = ['001.txt', '006.txt', '012.txt', '019.txt', '027.txt', '033.txt', '038.txt', '041.txt'];

  it('extracts PDF, DOCX, DOC and TXT files built from corpus resumes with every line intact', async () => {
    const resumes = corpusResumes().filter((resume) => SAMPLE.includes(resume.file));
    expect(resumes.length).toBe(SAMPLE.length);
    for (const resume of resumes) {
      for (const file of await buildAllKinds(resume.text)) {
        const result = await extractText(file.bytes);
        expect({
          file: resume.file,
          kind: result.kind,
          missing: missingLines(file.source, result.text),
        }).toEqual({
          file: resume.file,
          kind: file.kind,
          missing: [],
        });
      }
    }
  });

  it('reads the real resume PDFs, keeping nearly every line and every word of their text twins', async () => {
    const pdfs = corpusPdfs();
    expect(pdfs.length).toBeGreaterThan(0);
    for (const pdf of pdfs) {
      const { kind, text } = await extractText(pdf.bytes);
      expect(kind).toBe('pdf');
      expect(text.length).toBeGreaterThan(500);
      if (!pdf.twin) continue;
      const twinLines = pdf.twin.split('\n').filter((line) => line.trim());
      const lineRecall = 1 - missingLines(pdf.twin, text).length / twinLines.length;
      const words = (value: string) =>
        value
          .replace(/\u200b/g, '')
          .split(/\s+/)
          .filter(Boolean);
      const found = new Map<string, number>();
      for (const word of words(text)) found.set(word, (found.get(word) ?? 0) + 1);
      const twinWords = words(pdf.twin);
      const wordsFound = twinWords.filter((word) => {
        const left = found.get(word) ?? 0;
        found.set(word, left - 1);
        return left > 0;
      }).length;
      expect({
        file: pdf.file,
        lineRecall: lineRecall >= 0.85,
        wordRecall: wordsFound / twinWords.length >= 0.99,
      }).toEqual({ file: pdf.file, lineRecall: true, wordRecall: true });
    }
  });
});

describe('pdfSafeText', () => {
  it('keeps Windows-1252 text and marks what a standard font cannot show', () => {
    expect(pdfSafeText('Café • “quoted” — 5€ ✓ 東\u200b')).toBe('Café • “quoted” — 5€ ? ?');
  });
});
