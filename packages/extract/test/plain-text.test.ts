/**
 * Large plain-text files: a 10 MB Windows-1252 or UTF-8 file is read off the caller's event loop, only
 * the head the caller keeps is decoded, and the checks that make it text (no undefined Windows-1252 byte,
 * no control characters, no HTML tag) still cover every byte.
 */

import { WINDOWS_1252_HIGH } from '@resumeloop/engine/windows-1252';
import { describe, expect, it } from 'vitest';
import { ExtractionError, extractText, MAX_UPLOAD_BYTES } from '../src/index';
import { readPlainText } from '../src/plain-text';

const encoder = new TextEncoder();

/** `text` as Windows-1252 bytes ('ANSI' text): Latin-1, and 0x80-0x9f by the table. */
function windows1252(text: string): Uint8Array {
  return new Uint8Array(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      const high = WINDOWS_1252_HIGH.indexOf(code);
      return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x80 + high;
    }),
  );
}

const LINE_TEXT = 'José Núñez • Led the “Café” launch – 2019';
const LINE_1252 = windows1252(`${LINE_TEXT}\r\n`);

/** `line` repeated to `size` bytes (whole lines only). */
function repeated(line: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size - (size % line.length));
  for (let at = 0; at < bytes.length; at += line.length) bytes.set(line, at);
  return bytes;
}

/** How many turns the event loop took while `work` ran: 0 when the work held the thread the whole time. */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns += 1;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    counting = false;
  }
  return turns;
}

describe('a large plain-text upload', () => {
  it('is read off the event loop: a 10 MB Windows-1252 file leaves the loop its turns', async () => {
    const bytes = repeated(LINE_1252, MAX_UPLOAD_BYTES);
    let result: Awaited<ReturnType<typeof extractText>> | undefined;
    const turns = await loopTurnsDuring(async () => {
      result = await extractText(bytes, { maxChars: 8000 });
    });
    expect(turns).toBeGreaterThan(0);
    expect(result?.kind).toBe('txt');
    expect(result?.cut).toBe(true);
    expect(result?.text.split('\n').slice(0, 2)).toEqual([LINE_TEXT, LINE_TEXT]);
  });

  it('is read off the event loop in UTF-8 too', async () => {
    const bytes = repeated(encoder.encode(`${LINE_TEXT}\n`), MAX_UPLOAD_BYTES);
    const turns = await loopTurnsDuring(() => extractText(bytes, { maxChars: 8000 }));
    expect(turns).toBeGreaterThan(0);
  });

  it('is still refused for a byte Windows-1252 leaves undefined, a control character or a tag past the head', async () => {
    const endings: Record<string, Uint8Array> = {
      'undefined byte': new Uint8Array([0x81]),
      'escape code': encoder.encode('\u001b[31m'),
      'script tag': encoder.encode('<script>alert(1)</script>'),
    };
    for (const [name, ending] of Object.entries(endings)) {
      const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
      const body = repeated(LINE_1252, MAX_UPLOAD_BYTES - ending.length);
      bytes.set(body);
      bytes.set(ending, body.length);
      const error = await extractText(bytes.subarray(0, body.length + ending.length), {
        maxChars: 8000,
      }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect({ name, error }).toMatchObject({ name, error: expect.any(ExtractionError) });
      expect({ name, code: (error as ExtractionError).code }).toEqual({ name, code: 'unsupported_type' });
    }
  });
});

describe('readPlainText', () => {
  it('decodes only the head the caller keeps, and says the file held more', () => {
    const bytes = repeated(LINE_1252, MAX_UPLOAD_BYTES);
    const read = readPlainText(bytes, 100);
    expect(read).toEqual({ text: `${LINE_TEXT}\r\n`.repeat(3).slice(0, 100), cut: true });
    const utf8 = readPlainText(repeated(encoder.encode('Zoë Ünal • 東京\n'), 1024 * 1024), 10);
    expect(utf8).toEqual({ text: 'Zoë Ünal •', cut: true });
    expect(readPlainText(encoder.encode('Jane Doe'), 100)).toEqual({ text: 'Jane Doe', cut: false });
  });

  it('maps 0x80-0x9f by the Windows-1252 table (never to C1 controls) and 0xa0-0xff as Latin-1', () => {
    const high = Array.from({ length: 0x80 }, (_, index) => 0x80 + index).filter(
      (byte) => byte >= 0xa0 || (WINDOWS_1252_HIGH[byte - 0x80] ?? 0) !== 0,
    );
    // Enough ASCII around them to read as Western prose.
    const bytes = new Uint8Array([...encoder.encode('a'.repeat(high.length * 3)), ...high]);
    const read = readPlainText(bytes);
    const expected = high.map((byte) =>
      String.fromCharCode(byte >= 0xa0 ? byte : (WINDOWS_1252_HIGH[byte - 0x80] ?? 0)),
    );
    expect(read?.text.slice(high.length * 3)).toBe(expected.join(''));
    expect(read?.text).not.toMatch(/[\x80-\x9f]/);
  });

  it('refuses each byte Windows-1252 leaves undefined', () => {
    for (const byte of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      const bytes = new Uint8Array([...encoder.encode('Jordan Rivera, caf'), 0xe9, byte]);
      expect({ byte, read: readPlainText(bytes) }).toEqual({ byte, read: null });
    }
  });
});
