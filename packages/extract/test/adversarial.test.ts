import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectDocx } from '../src/docx';
import { ExtractionError, extractText } from '../src/index';
import { normaliseText } from '../src/normalise';
import { buildUtf8Text, docxParts, RESUME_TEXT } from './fixtures';

/**
 * A guard against a hang, not a speed goal: the clean-up and the checks made on the main thread read
 * hostile input of 100 KB (or a .docx with 100 hostile headers) within 2 s, which only a pattern that
 * backtracks quadratically misses. The whole extraction, with its worker, gets 5 s.
 */
const BUDGET_MS = 2_000;
const EXTRACTION_BUDGET_MS = 5_000;
const SIZE = 100 * 1024;
const run = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function timed<T>(work: () => T): { result: T; elapsed: number } {
  const started = performance.now();
  const result = work();
  return { result, elapsed: performance.now() - started };
}

/** A DOCX whose 100 page headers (32 KB each, under the ratio check) hold open tags that never close. */
function docxWithHostileHeaders(): Uint8Array {
  const encoder = new TextEncoder();
  const parts = docxParts(RESUME_TEXT);
  const bodies = [
    run('<w:p ', 32_000),
    `<w:p>${run('<w:t ', 32_000)}</w:p>`,
    `<w:p>${run('<w:tab ', 32_000)}</w:p>`,
    `<w:p>${run(' ', 32_000)}<w:t>Jane Doe</w:t></w:p>`,
  ];
  for (let index = 1; index <= 100; index += 1) {
    const body = bodies[index % bodies.length] ?? '';
    parts[`word/header${index}.xml`] = encoder.encode(`<w:hdr xmlns:w="${W_NS}">${body}</w:hdr>`);
  }
  parts['word/_rels/header1.xml.rels'] = encoder.encode(`<Relationships>${run('<Relationship ', 32_000)}`);
  parts['word/_rels/header2.xml.rels'] = encoder.encode(
    `<Relationships>${run('<r:Relationship Type="', 32_000)}`,
  );
  return zipSync(parts, { level: 6 });
}

describe('extraction of hostile input', () => {
  it('cleans up 100 KB runs of spaces, tabs, no-break spaces, markup and bullets in linear time', () => {
    for (const text of [
      `${run(' ')}x`,
      `${run('\t')}x`,
      `${run(' \u00a0\t')}x`,
      run('<'),
      run('-'),
      run('•'),
      run('a '),
      run('abcdefghij'),
      `${run('\n')}x`,
      run(' \n'),
    ]) {
      const { elapsed } = timed(() => normaliseText(text));
      expect(elapsed, JSON.stringify(text.slice(0, 8))).toBeLessThan(BUDGET_MS);
    }
  });

  it('keeps what the clean-up did: no trailing spaces, at most one blank line', () => {
    expect(normaliseText('a  \t\u00a0\n\n\n\nb \u00a0\n  c\t')).toBe('a\n\nb\n  c');
  });

  it('reads a plain-text upload of hostile markup in linear time', async () => {
    for (const text of [
      `Jane Doe\n<${run(' ')}x`,
      `Jane Doe\n${run('<html ')}`,
      `Jane Doe\n${run('< / ')}`,
      `Jane Doe\n${run(' ')}x`,
    ]) {
      const started = performance.now();
      await extractText(buildUtf8Text(text)).catch((error: unknown) => {
        if (!(error instanceof ExtractionError)) throw error;
      });
      expect(performance.now() - started, JSON.stringify(text.slice(9, 17))).toBeLessThan(BUDGET_MS);
    }
  });

  it('still refuses a text file with an HTML tag in it', async () => {
    await expect(
      extractText(buildUtf8Text('Jane Doe\n< / body  class="x" >\nEngineer')),
    ).rejects.toMatchObject({
      code: 'unsupported_type',
    });
  });

  it('checks a .docx with 100 hostile headers and unclosed relationships in linear time', async () => {
    const bytes = docxWithHostileHeaders();
    const { result, elapsed } = timed(() => inspectDocx(bytes));
    expect(elapsed).toBeLessThan(BUDGET_MS);
    expect(result.headerLines).toEqual(['Jane Doe']);
    const started = performance.now();
    const { text } = await extractText(bytes);
    expect(performance.now() - started).toBeLessThan(EXTRACTION_BUDGET_MS);
    expect(text.startsWith('Jane Doe\n')).toBe(true);
  });

  it('cuts the raw text to four times maxChars before any clean-up, and says so', async () => {
    const long = `Jane Doe\n${run('Built services in Python.   \n', 9 * 1024 * 1024)}`;
    const started = performance.now();
    const result = await extractText(buildUtf8Text(long), { maxChars: 8000 });
    expect(performance.now() - started).toBeLessThan(EXTRACTION_BUDGET_MS);
    expect(result.cut).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(32_000);
    expect(result.text.startsWith('Jane Doe\nBuilt services in Python.\n')).toBe(true);
    const short = await extractText(buildUtf8Text('Jane Doe\nEngineer'), { maxChars: 8000 });
    expect(short).toEqual({ kind: 'txt', text: 'Jane Doe\nEngineer' });
  });
});
