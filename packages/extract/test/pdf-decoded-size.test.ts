/**
 * A PDF's streams may decode to far more than the file: a Flate or LZW bomb of a few hundred KB stands for
 * hundreds of MB, which pdf.js would hold in ArrayBuffers outside the worker's heap limit. The worker's
 * scan refuses those before pdf.js runs; what it cannot see (an encrypted stream) is stopped by the watch
 * on the process's memory, which charges only such parses. The bombs are built here, a deflated megabyte
 * of zeros at a time.
 */
import { createHash } from 'node:crypto';
import { deflateRawSync, deflateSync, constants as zlib } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ExtractionError, extractText } from '../src/index';
import { createMemoryWatch, createParserRunner, ParserFailure, type ParserJob } from '../src/run-parser';
import { buildDocx, buildTextPdf, RESUME_LINES, RESUME_TEXT } from './fixtures';

const MB = 1024 * 1024;
const NAME = 'Jordan Rivera';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const concat = (parts: readonly Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * zlib data for `megabytes` MB of zeros: one megabyte deflated with a sync flush (byte-aligned, not final,
 * no reference before its start) repeated, then an empty final block and the Adler-32 of the zeros.
 */
function zlibZeros(megabytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((megabytes * MB) % 65521) * 65536 + 1) >>> 0);
  return concat([
    new Uint8Array([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => block),
    new Uint8Array([0x03, 0x00]),
    adler,
  ]);
}

/**
 * LZW codes (as pdf.js reads them, EarlyChange 1) for zeros: each code is the previous one and a zero
 * more, so a table of 4,096 codes stands for about 7 MB; `megabytes` is reached table after table.
 */
function lzwZeros(megabytes: number): Uint8Array {
  const bytes: number[] = [];
  let pending = 0;
  let pendingBits = 0;
  const emit = (code: number, length: number) => {
    pending = (pending << length) | code;
    pendingBits += length;
    while (pendingBits >= 8) {
      pendingBits -= 8;
      bytes.push((pending >>> pendingBits) & 0xff);
    }
    pending &= (1 << pendingBits) - 1;
  };
  let written = 0;
  let codeLength = 9;
  while (written < megabytes * MB) {
    emit(0, codeLength);
    written += 1;
    for (let nextCode = 258; nextCode < 4095; ) {
      emit(nextCode, codeLength);
      written += nextCode - 256;
      nextCode += 1;
      if (((nextCode + 1) & nextCode) === 0) codeLength = Math.min(Math.log2(nextCode + 1) + 1, 12);
    }
    emit(256, codeLength);
    codeLength = 9;
  }
  emit(257, codeLength);
  emit(0, 7);
  return new Uint8Array(bytes);
}

/** ASCII85 text for `bytes`, with its end marker. */
function ascii85(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 4) {
    const group = bytes.subarray(start, start + 4);
    const padded = new Uint8Array(4);
    padded.set(group);
    let value = new DataView(padded.buffer).getUint32(0);
    if (value === 0 && group.length === 4) {
      text += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, group.length + 1).join('');
  }
  return `${text}~>`;
}

/** RC4, for the test's encrypted PDF (Node's OpenSSL no longer offers it). */
function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Array.from({ length: 256 }, (_, index) => index);
  const at = (index: number) => state[index & 0xff] ?? 0;
  const swap = (a: number, b: number) => {
    const value = at(a);
    state[a] = at(b);
    state[b] = value;
  };
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + at(i) + (key[i % key.length] ?? 0)) & 0xff;
    swap(i, j);
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k += 1) {
    i = (i + 1) & 0xff;
    j = (j + at(i)) & 0xff;
    swap(i, j);
    out[k] = (data[k] ?? 0) ^ at(at(i) + at(j));
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => new Uint8Array(createHash('md5').update(concat(parts)).digest());
const hex = (bytes: Uint8Array) => `<${Buffer.from(bytes).toString('hex')}>`;

/** The standard security handler, revision 2 (40-bit RC4), with an empty user password. */
function standardEncryption() {
  const padding = new Uint8Array(
    Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex'),
  );
  const owner = new Uint8Array(32).fill(0x4f);
  const permissions = new Uint8Array([0xfc, 0xff, 0xff, 0xff]);
  const id = new Uint8Array(16).fill(0x1d);
  const key = md5(padding, owner, permissions, id).subarray(0, 5);
  const objectKey = (number: number) =>
    md5(key, new Uint8Array([number & 0xff, (number >> 8) & 0xff, number >> 16, 0, 0])).subarray(0, 10);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O ${hex(owner)} /U ${hex(rc4(key, padding))} /P -4 >>`,
    trailer: ` /ID [${hex(id)} ${hex(id)}]`,
    encrypt: (number: number, data: Uint8Array) => rc4(objectKey(number), data),
  };
}

function pdfFile(objects: ReadonlyArray<Uint8Array>, trailer = ''): Uint8Array {
  const parts = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const part = concat([latin1(`${index + 1} 0 obj\n`), body, latin1('\nendobj\n')]);
    offsets.push(offset);
    parts.push(part);
    offset += part.length;
  });
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return concat(parts);
}

const stream = (dictionary: string, data: Uint8Array) =>
  concat([latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);

interface Payload {
  /** The payload stream's dictionary entries besides /Length. */
  dictionary: string;
  data: Uint8Array;
  /** Further objects, numbered from 7 on. */
  objects?: Array<string | Uint8Array>;
  /** Further entries of the page's resources. */
  resources?: string;
}

/**
 * One page with two content streams: a line of text (object 5), then the payload (object 6). Encrypted,
 * both are RC4-encrypted with an empty user password, so pdf.js opens the file without asking.
 */
function pagePdf(payload: Payload, options: { encrypted?: boolean } = {}): Uint8Array {
  const encryption = options.encrypted ? standardEncryption() : undefined;
  const seal = (number: number, data: Uint8Array) => encryption?.encrypt(number, data) ?? data;
  const objects = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >>${payload.resources ?? ''} >> /Contents [5 0 R 6 0 R] >>`,
    ),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    stream('', seal(5, latin1(`BT /F1 12 Tf 72 720 Td (${NAME}) Tj ET\n`))),
    stream(payload.dictionary, seal(6, payload.data)),
    ...(payload.objects ?? []).map((object) => (typeof object === 'string' ? latin1(object) : object)),
  ];
  if (!encryption) return pdfFile(objects);
  objects.push(latin1(encryption.dictionary));
  return pdfFile(objects, ` /Encrypt ${objects.length} 0 R${encryption.trailer}`);
}

/**
 * The page of pagePdf with its payload stream (object 6) inside a compressed object stream (object 7), as
 * PDF 1.5 allows and pdf.js reads; the cross-reference table is then a stream too (object 8).
 */
function objectStreamPdf(payload: Payload): Uint8Array {
  const whole = Buffer.from(pagePdf(payload)).toString('latin1');
  const body = (number: number) => {
    const start = whole.indexOf(`\n${number} 0 obj\n`) + `\n${number} 0 obj\n`.length;
    return latin1(whole.slice(start, whole.indexOf('\nendobj\n', start)));
  };
  const header = latin1('6 0 ');
  const objectStream = stream(
    `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
    deflateSync(concat([header, body(6)])),
  );
  const parts = [latin1('%PDF-1.7\n')];
  const rows = [[0, 0, 0xffff]];
  let offset = parts[0]?.length ?? 0;
  for (const [number, object] of [1, 2, 3, 4, 5, 7].map((number) => [number, body(number)] as const)) {
    const part = concat([
      latin1(`${number} 0 obj\n`),
      number === 7 ? objectStream : object,
      latin1('\nendobj\n'),
    ]);
    rows[number] = [1, offset, 0];
    parts.push(part);
    offset += part.length;
  }
  rows[6] = [2, 7, 0];
  rows[8] = [1, offset, 0];
  const table = Buffer.alloc(9 * 7);
  rows.forEach(([type = 0, field = 0, last = 0], index) => {
    table.writeUInt8(type, index * 7);
    table.writeUInt32BE(field, index * 7 + 1);
    table.writeUInt16BE(last, index * 7 + 5);
  });
  parts.push(
    concat([
      latin1('8 0 obj\n'),
      stream('/Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R', table),
      latin1('\nendobj\n'),
    ]),
    latin1(`startxref\n${offset}\n%%EOF\n`),
  );
  return concat(parts);
}

async function refusal(bytes: Uint8Array, options?: { timeoutMs?: number }): Promise<ExtractionError> {
  const error = await extractText(bytes, options).then(
    () => new Error('the PDF was read'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

/** Refused by the worker's scan (not by the memory watch) with the PDF's own message. */
async function expectScanRefusal(bytes: Uint8Array) {
  const error = await refusal(bytes);
  expect({ code: error.code, status: error.status }).toEqual({ code: 'pdf_too_large', status: 422 });
  expect(error.message).toBe(
    'This PDF unpacks to more data than we can read. Please save it again without large embedded files, or paste your resume text.',
  );
  expect(error.cause).toBeInstanceOf(ParserFailure);
  expect((error.cause as ParserFailure).name).toBe('DecodedTooLarge');
}

const BOMB_MB = 200;

describe('the decoded size of a PDF', () => {
  it('refuses a content stream that inflates to 200 MB, however its filter is written', async () => {
    const bomb = zlibZeros(BOMB_MB);
    expect(bomb.length).toBeLessThan(256 * 1024);
    await expectScanRefusal(pagePdf({ dictionary: '/Filter /FlateDecode', data: bomb }));
    // An abbreviation, an escaped name, a one-filter array and a filter reached by reference.
    await expectScanRefusal(pagePdf({ dictionary: '/Filter /Fl', data: bomb }));
    await expectScanRefusal(pagePdf({ dictionary: '/Filter /Fl#61teDecode', data: bomb }));
    await expectScanRefusal(pagePdf({ dictionary: '/Filter [/FlateDecode]', data: bomb }));
    await expectScanRefusal(pagePdf({ dictionary: '/Filter 7 0 R', data: bomb, objects: ['/FlateDecode'] }));
  });

  it('refuses a bomb whose /Length lies, finding the data as pdf.js does', async () => {
    const bomb = zlibZeros(BOMB_MB);
    const honest = pagePdf({ dictionary: '/Filter /FlateDecode', data: bomb });
    const text = Buffer.from(honest).toString('latin1');
    const lying = text.replace(
      `/Length ${bomb.length} >>`,
      `/Length ${String(9).repeat(String(bomb.length).length)} >>`,
    );
    expect(lying).not.toBe(text);
    await expectScanRefusal(latin1(lying));
  });

  it('refuses a bomb deflated twice ([/FlateDecode /FlateDecode])', async () => {
    const twice = deflateSync(zlibZeros(BOMB_MB), { level: 9 });
    expect(twice.length).toBeLessThan(16 * 1024);
    await expectScanRefusal(pagePdf({ dictionary: '/Filter [/FlateDecode /FlateDecode]', data: twice }));
  });

  it('refuses an LZW bomb, and one wrapped in ASCII85', async () => {
    const bomb = lzwZeros(BOMB_MB);
    expect(bomb.length).toBeLessThan(512 * 1024);
    await expectScanRefusal(pagePdf({ dictionary: '/Filter /LZWDecode', data: bomb }));
    const text = latin1(ascii85(bomb));
    await expectScanRefusal(pagePdf({ dictionary: '/Filter [/ASCII85Decode /LZWDecode]', data: text }));
  });

  it('refuses a bomb stored inside an object stream, where pdf.js reads it too', async () => {
    const second = deflateSync(latin1('BT /F1 12 Tf 72 700 Td (Second line) Tj ET\n'));
    const readable = objectStreamPdf({ dictionary: '/Filter /FlateDecode', data: second });
    expect((await extractText(readable)).text).toBe(`${NAME}\nSecond line`);
    await expectScanRefusal(
      objectStreamPdf({ dictionary: '/Filter /FlateDecode', data: zlibZeros(BOMB_MB) }),
    );
  });

  it('refuses a run-length bomb', async () => {
    // 128 zeros from every two bytes: 4 MB of runs decode to 256 MB.
    const runs = new Uint8Array(4 * MB).fill(0x81).map((byte, index) => (index % 2 ? 0 : byte));
    await expectScanRefusal(pagePdf({ dictionary: '/Filter /RunLengthDecode', data: runs }));
  });

  it('reads a PDF whose streams decode to a few MB: Flate, Flate twice, LZW, run-length', async () => {
    for (const dictionary of ['/Filter /FlateDecode', '/Filter [/FlateDecode /FlateDecode]']) {
      const zeros = zlibZeros(16);
      const data = dictionary.includes('[') ? deflateSync(zeros) : zeros;
      expect((await extractText(pagePdf({ dictionary, data }))).text).toBe(NAME);
    }
    const lzw = lzwZeros(8);
    expect((await extractText(pagePdf({ dictionary: '/Filter /LZWDecode', data: lzw }))).text).toBe(NAME);
    const runs = new Uint8Array(64 * 1024).fill(0x81).map((byte, index) => (index % 2 ? 0x20 : byte));
    const runLength = pagePdf({ dictionary: '/Filter /RunLengthDecode', data: runs });
    expect((await extractText(runLength)).text).toBe(NAME);
  });

  it('leaves image streams alone: pdf.js never decodes them for text', async () => {
    const side = Math.ceil(Math.sqrt(BOMB_MB * MB));
    const image = stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      zlibZeros(BOMB_MB),
    );
    const bytes = pagePdf({
      dictionary: '',
      data: latin1('q 100 0 0 100 72 500 cm /Im1 Do Q\n'),
      objects: [image],
      resources: ' /XObject << /Im1 7 0 R >>',
    });
    expect((await extractText(bytes)).text).toBe(NAME);
  });

  // The real resume PDFs of the corpus are read in extract-text.test.ts.
  it('still reads ordinary PDFs', async () => {
    const { text } = await extractText(await buildTextPdf(RESUME_TEXT));
    expect(text.split('\n')[0]).toBe(RESUME_LINES[0]);
  });
});

describe('the memory watch', () => {
  const limit = 100;

  function watchWith(rss: { value: number }) {
    return createMemoryWatch({ limitBytes: limit, intervalMs: 10, readRss: () => rss.value });
  }

  it('stops a parse, once, when the process outgrows its start by more than the limit', () => {
    const rss = { value: 1000 };
    const watch = watchWith(rss);
    const stop = vi.fn();
    const unwatch = watch.watch(stop);
    rss.value = 1000 + limit;
    watch.check();
    expect(stop).not.toHaveBeenCalled();
    rss.value = 1000 + limit + 1;
    watch.check();
    watch.check();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledWith(limit + 1);
    unwatch();
  });

  it('gives each running parse the limit, measured from its own start', () => {
    const rss = { value: 1000 };
    const watch = watchWith(rss);
    const first = vi.fn();
    const second = vi.fn();
    const unwatchFirst = watch.watch(first);
    rss.value = 1150;
    const unwatchSecond = watch.watch(second);
    // Two running: 200 each. The first has seen 250 of growth, the second 100.
    rss.value = 1250;
    watch.check();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // The stopped parse counts until its worker has exited, so the other keeps its share meanwhile.
    watch.check();
    expect(second).not.toHaveBeenCalled();
    unwatchFirst();
    watch.check();
    expect(second).not.toHaveBeenCalled();
    rss.value = 1251;
    watch.check();
    expect(second).toHaveBeenCalledWith(101);
    unwatchSecond();
  });

  it('polls only while a parse is watched', () => {
    vi.useFakeTimers();
    try {
      const rss = { value: 0 };
      const readRss = vi.fn(() => rss.value);
      const watch = createMemoryWatch({ limitBytes: limit, intervalMs: 10, readRss });
      const stop = vi.fn();
      const unwatch = watch.watch(stop);
      rss.value = limit + 1;
      vi.advanceTimersByTime(10);
      expect(stop).toHaveBeenCalledTimes(1);
      unwatch();
      const reads = readRss.mock.calls.length;
      vi.advanceTimersByTime(100);
      expect(readRss).toHaveBeenCalledTimes(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a parse the scan cannot see into: a bomb in an encrypted PDF', async () => {
    const bomb = zlibZeros(1024);
    const encrypted = pagePdf({ dictionary: '/Filter /FlateDecode', data: bomb }, { encrypted: true });
    // The same file with a small stream reads: the encryption is one pdf.js opens without a password.
    const small = pagePdf({ dictionary: '/Filter /FlateDecode', data: zlibZeros(1) }, { encrypted: true });
    expect((await extractText(small)).text).toBe(NAME);
    const before = process.memoryUsage.rss();
    const error = await refusal(encrypted, { timeoutMs: 60_000 });
    expect({ code: error.code, status: error.status }).toEqual({ code: 'pdf_too_large', status: 422 });
    expect((error.cause as ParserFailure).name).toBe('OutOfMemory');
    // The hundreds of MB the stopped worker held go back to the system with it.
    expect((process.memoryUsage.rss() - before) / MB).toBeLessThan(150);
  });

  it('charges only the parses the scan cannot bound: a small file is read while the process grows by gigabytes', async () => {
    // Another task's growth, as the process's memory shows it: a gigabyte more at every look.
    let rss = 0;
    const memoryWatch = createMemoryWatch({
      limitBytes: 100 * MB,
      intervalMs: 5,
      readRss: () => {
        rss += 1024 * MB;
        return rss;
      },
    });
    const parse = createParserRunner({ slots: 2, perKey: 1, memoryWatch });
    const pdf = (bytes: Uint8Array): ParserJob => ({
      kind: 'pdf',
      bytes,
      maxPages: 50,
      maxDecodedBytes: 64 * MB,
      rawLimit: undefined,
    });
    const small = await parse(pdf(await buildTextPdf(RESUME_TEXT)), 60_000);
    expect(small.text.split('\n')[0]).toBe(RESUME_LINES[0]);
    const docx = await parse({ kind: 'docx', bytes: buildDocx(RESUME_TEXT), rawLimit: undefined }, 60_000);
    expect(docx.text.split('\n')[0]).toBe(RESUME_LINES[0]);
    // An image the page paints is left alone by pdf.js and the scan alike: still bounded.
    const image = stream(
      '/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      zlibZeros(1),
    );
    const painted = pagePdf({
      dictionary: '',
      data: latin1('q 100 0 0 100 72 500 cm /Im1 Do Q\n'),
      objects: [image],
      resources: ' /XObject << /Im1 7 0 R >>',
    });
    expect((await parse(pdf(painted), 60_000)).text).toBe(NAME);
    // Files the scan cannot count are charged with that growth, and stopped: an encrypted one, and one
    // whose page contents are a stream marked as an image (which pdf.js decodes all the same).
    const encrypted = pagePdf(
      { dictionary: '/Filter /FlateDecode', data: zlibZeros(1) },
      { encrypted: true },
    );
    const disguised = pagePdf({ dictionary: '/Subtype /Image /Filter /FlateDecode', data: zlibZeros(1) });
    for (const [name, bytes] of [
      ['encrypted', encrypted],
      ['image as contents', disguised],
    ] as const) {
      const stopped = await parse(pdf(bytes), 60_000).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect({ name, stopped: (stopped as Error | undefined)?.name }).toEqual({
        name,
        stopped: 'OutOfMemory',
      });
    }
  });
});
