// Runs one file parser off the main thread. The caller terminates this worker when its time or memory
// limit passes, so a slow or hostile file never blocks the server. This file checks what an archive or a
// PDF unpacks to and calls the libraries; the text work on their output (worker-text.ts) runs here too, so
// everything done to an upload's bytes is under those limits (a large plain-text file has no library:
// worker-text.ts reads it whole). It is plain JavaScript so it runs as is from the source tree and beside
// the server bundle.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** Inflating in small steps bounds what one step can produce, whatever the data's compression ratio. */
const INFLATE_STEP_BYTES = 4 * 1024;

function failure(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** A parser library that cannot be loaded is the server's fault, never the file's: it is reported apart. */
async function load(specifier) {
  try {
    return await import(specifier);
  } catch (error) {
    throw failure('ParserUnavailable', `${specifier}: ${error?.message ?? error}`);
  }
}

/** Output chunks this large are mapped and unmapped on their own, never kept by the C allocator. */
const DECOMPRESSED_CHUNK_BYTES = 64 * 1024 * 1024;
const DECOMPRESSORS = { deflate: inflateSync, 'deflate-raw': inflateRawSync, gzip: gunzipSync };

/**
 * pdf.js inflates content streams and fonts through DecompressionStream where there is one. Node's yields
 * 16 KB chunks, which the C allocator keeps for reuse rather than giving back: after a worker stopped at
 * the memory limit the process stays hundreds of MB larger, and since the memory watch measures from each
 * parse's start, the next hostile file can grow it as much again. This one inflates the data whole at its
 * end, into chunks large enough to go back to the system with the worker. A format it lacks, or damaged
 * data, fails as Node's does, and pdf.js then inflates the stream itself.
 */
class WholeDecompressionStream extends TransformStream {
  constructor(format) {
    const decompress = DECOMPRESSORS[format];
    if (!decompress) throw new TypeError(`Unsupported compression format: ${format}`);
    const input = [];
    super({
      transform: (chunk) => {
        input.push(chunk);
      },
      flush: (controller) => {
        controller.enqueue(decompress(Buffer.concat(input), { chunkSize: DECOMPRESSED_CHUNK_BYTES }));
      },
    });
  }
}

/**
 * The text runs of each page, up to `maxPages`, stopping early once `enough(pages)` says the text read
 * so far is more than the caller keeps (a page's lines never depend on the pages after it).
 */
async function readPdf(bytes, maxPages, maxDecodedBytes, enough) {
  const { Inflate } = await load('fflate');
  const unboundedBy = checkDecodedSize(Inflate, bytes, maxDecodedBytes);
  // The caller charges this parse with the process's memory from now on (run-parser.ts).
  if (unboundedBy) parentPort.postMessage({ watch: unboundedBy });
  globalThis.DecompressionStream = WholeDecompressionStream;
  const { getDocument } = await load('pdfjs-dist/legacy/build/pdf.mjs');
  // No eval, no XFA, no scripting (the sandbox is never loaded), no font, CMap, WASM or network fetches.
  const loading = getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .filter((item) => typeof item.str === 'string')
          .map((item) => ({
            str: item.str,
            x: item.transform[4],
            y: item.transform[5],
            width: item.width,
            size: Math.hypot(item.transform[2], item.transform[3]),
            eol: item.hasEOL === true,
          })),
      );
      page.cleanup();
      if (enough(pages)) break;
    }
    return { pages };
  } finally {
    await loading.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------
// What a PDF's streams decode to
//
// pdf.js keeps every stream it decodes in an ArrayBuffer, outside the heap that the worker's resourceLimits
// bound: a 1 MB Flate bomb would cost the process a gigabyte. So before pdf.js runs, the streams are found
// as pdf.js finds them (an `N G obj` header, a dictionary, `stream`, the data up to /Length or `endstream`),
// also inside object streams, and decoded in small steps: the output is counted, and kept only where a
// further filter or an object stream reads it. Images are skipped, since pdf.js never decodes them for
// text. The count bounds the parse's memory, with the worker's heap limit, and nothing else watches it.
// Where the scan cannot count what pdf.js will decode (an encrypted file, an image filter on a stream that
// is no image, an image-marked stream named as a page's contents or a glyph procedure, a filter named by a
// reference into an object stream, a dictionary nested deeper than it reads), it says so, and the worker
// asks the caller to watch the process's memory for this parse (run-parser.ts) before pdf.js runs.
// Damaged data counts as far as it decodes, as it would in pdf.js.

/** Byte classes of PDF syntax; any other byte is a regular one (part of a name, number or keyword). */
const SPACE = 1;
const DELIMITER = 2;
const BYTE_CLASS = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) BYTE_CLASS[code] = SPACE;
for (const char of '()<>[]{}/%') BYTE_CLASS[char.charCodeAt(0)] = DELIMITER;

const isRegular = (byte) => byte !== undefined && BYTE_CLASS[byte] === 0;
const isDigit = (byte) => byte >= 0x30 && byte <= 0x39;
const isSpace = (byte) => BYTE_CLASS[byte] === SPACE;

function hexDigit(byte) {
  if (isDigit(byte)) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** Nesting deeper than this (dictionaries, arrays, object streams) is left to pdf.js; the parse is watched. */
const MAX_NESTING = 32;
/** Decoders that produce a byte at a time hand it on in blocks of this size. */
const WRITE_BLOCK_BYTES = 64 * 1024;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const OBJ = Buffer.from('obj');
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const END = Buffer.from('end');
/** After `end`, what pdf.js takes for the end of a stream: `stream`, or a misspelling followed by a space. */
const MISSPELT_ENDINGS = [Buffer.from('steam'), Buffer.from('strea')];

class PdfName {
  constructor(name) {
    this.name = name;
  }
}

class PdfRef {
  constructor(number) {
    this.number = number;
  }
}

/** A value the scan has no use for: a string, a boolean, null, a keyword. */
const OTHER = Symbol('other');

function startsWith(bytes, pos, word) {
  for (let index = 0; index < word.length; index += 1) if (bytes[pos + index] !== word[index]) return false;
  return true;
}

/** The keyword `word` at `pos`, not followed by a regular byte that would make it another word. */
const isKeyword = (bytes, pos, word) => startsWith(bytes, pos, word) && !isRegular(bytes[pos + word.length]);

/** Skips white space and comments. */
function skipSpace(bytes, pos) {
  while (pos < bytes.length) {
    if (bytes[pos] === 0x25) {
      while (pos < bytes.length && bytes[pos] !== 0x0a && bytes[pos] !== 0x0d) pos += 1;
    } else if (isSpace(bytes[pos])) pos += 1;
    else break;
  }
  return pos;
}

function regularEnd(bytes, pos) {
  while (isRegular(bytes[pos])) pos += 1;
  return pos;
}

/** A name with its `#xx` escapes decoded, as pdf.js decodes them (`/Fl#61teDecode` is Flate too). */
function readName(bytes, start, end) {
  let name = '';
  for (let pos = start; pos < end; pos += 1) {
    const high = bytes[pos] === 0x23 && pos + 2 < end ? hexDigit(bytes[pos + 1]) : -1;
    const low = high < 0 ? -1 : hexDigit(bytes[pos + 2]);
    if (low < 0) {
      name += String.fromCharCode(bytes[pos]);
    } else {
      name += String.fromCharCode((high << 4) | low);
      pos += 2;
    }
  }
  return name;
}

/** The end of the literal string opening at `pos` (its parentheses nest), or -1. */
function literalStringEnd(bytes, pos) {
  let depth = 0;
  for (; pos < bytes.length; pos += 1) {
    if (bytes[pos] === 0x5c) pos += 1;
    else if (bytes[pos] === 0x28) depth += 1;
    else if (bytes[pos] === 0x29 && --depth === 0) return pos + 1;
  }
  return -1;
}

/**
 * One object at `pos` as { value, end }: a PdfName, a number, an array, a Map for a dictionary, or OTHER;
 * undefined where the data ends first or nests too deep.
 */
function readObject(bytes, pos, depth) {
  const start = skipSpace(bytes, pos);
  const byte = bytes[start];
  if (byte === undefined || depth > MAX_NESTING) return undefined;
  if (byte === 0x2f) {
    const end = regularEnd(bytes, start + 1);
    return { value: new PdfName(readName(bytes, start + 1, end)), end };
  }
  if (byte === 0x3c && bytes[start + 1] === 0x3c) return readDictionary(bytes, start + 2, depth + 1);
  if (byte === 0x5b) return readArray(bytes, start + 1, depth + 1);
  if (byte === 0x28 || byte === 0x3c) {
    const end = byte === 0x28 ? literalStringEnd(bytes, start) : bytes.indexOf(0x3e, start) + 1;
    return end > 0 ? { value: OTHER, end } : undefined;
  }
  // A stray delimiter is stepped over, as pdf.js does.
  if (!isRegular(byte)) return { value: OTHER, end: start + 1 };
  const end = regularEnd(bytes, start);
  const token = end - start <= 32 ? bytes.toString('latin1', start, end) : '';
  return { value: NUMBER.test(token) ? Number(token) : OTHER, end };
}

/** An object, or a reference `N G R` to one. */
function readValue(bytes, pos, depth) {
  const first = readObject(bytes, pos, depth);
  if (!first || !Number.isInteger(first.value) || first.value < 0) return first;
  const generation = skipSpace(bytes, first.end);
  const generationEnd = regularEnd(bytes, generation);
  if (generationEnd === generation) return first;
  for (let at = generation; at < generationEnd; at += 1) if (!isDigit(bytes[at])) return first;
  const keyword = skipSpace(bytes, generationEnd);
  if (bytes[keyword] !== 0x52 || isRegular(bytes[keyword + 1])) return first;
  return { value: new PdfRef(first.value), end: keyword + 1 };
}

function readDictionary(bytes, pos, depth) {
  const dictionary = new Map();
  for (;;) {
    pos = skipSpace(bytes, pos);
    if (pos >= bytes.length) return undefined;
    if (bytes[pos] === 0x3e && bytes[pos + 1] === 0x3e) return { value: dictionary, end: pos + 2 };
    const key = readObject(bytes, pos, depth);
    if (!key) return undefined;
    pos = key.end;
    // pdf.js steps over a key that is not a name.
    if (!(key.value instanceof PdfName)) continue;
    const value = readValue(bytes, pos, depth);
    if (!value) return undefined;
    dictionary.set(key.value.name, value.value);
    pos = value.end;
  }
}

function readArray(bytes, pos, depth) {
  const array = [];
  for (;;) {
    pos = skipSpace(bytes, pos);
    if (pos >= bytes.length) return undefined;
    if (bytes[pos] === 0x5d) return { value: array, end: pos + 1 };
    const item = readValue(bytes, pos, depth);
    if (!item) return undefined;
    array.push(item.value);
    pos = item.end;
  }
}

/** The object number of an `N G obj` header whose keyword starts at `at`, or undefined. */
function headerNumber(bytes, at) {
  let pos = at;
  const skipBack = (test) => {
    const end = pos;
    while (pos > 0 && test(bytes[pos - 1])) pos -= 1;
    return end - pos;
  };
  if (!skipBack(isSpace) || !skipBack(isDigit) || !skipBack(isSpace)) return undefined;
  const numberEnd = pos;
  if (!skipBack(isDigit) || isRegular(bytes[pos - 1])) return undefined;
  return Number(bytes.toString('latin1', pos, numberEnd));
}

/**
 * Where each object's header ends, with its number, in file order, and the last such place of each
 * object number.
 */
function findObjects(file) {
  const starts = [];
  const objects = new Map();
  for (let at = file.indexOf(OBJ); at !== -1; at = file.indexOf(OBJ, at + OBJ.length)) {
    if (isRegular(file[at + OBJ.length])) continue;
    const number = headerNumber(file, at);
    if (number === undefined) continue;
    starts.push({ start: at + OBJ.length, number });
    objects.set(number, at + OBJ.length);
  }
  return { starts, objects };
}

/** A value with a reference followed (once) to a numbered object of the file; undefined where it leads nowhere. */
function resolve(scan, value) {
  if (!(value instanceof PdfRef)) return value;
  const at = scan.objects.get(value.number);
  const target = at === undefined ? undefined : readValue(scan.file, at, 0)?.value;
  return target instanceof PdfRef ? undefined : target;
}

/** Where the stream's data ends: at /Length when `endstream` stands there, else where pdf.js's search ends. */
function streamEnd(scan, data, start, dictionary) {
  const length = resolve(scan, dictionary.get('Length'));
  if (
    Number.isInteger(length) &&
    length >= 0 &&
    start + length <= data.length &&
    isKeyword(data, skipSpace(data, start + length), ENDSTREAM)
  ) {
    return start + length;
  }
  for (let at = data.indexOf(END, start); at !== -1; at = data.indexOf(END, at + 1)) {
    const after = at + END.length;
    if (startsWith(data, after, STREAM)) return at;
    if (MISSPELT_ENDINGS.some((word) => startsWith(data, after, word) && isSpace(data[after + word.length])))
      return at;
  }
  // pdf.js gives such a stream up; counting its data to the end of the file errs on the safe side.
  return data.length;
}

/** The stream's filters with their parameters, as pdf.js reads them; undefined where pdf.js refuses them. */
function streamFilters(scan, dictionary) {
  const filter = resolve(scan, dictionary.has('F') ? dictionary.get('F') : dictionary.get('Filter'));
  const params = resolve(scan, dictionary.has('DP') ? dictionary.get('DP') : dictionary.get('DecodeParms'));
  if (filter instanceof PdfName) return [{ name: filter.name, params }];
  if (!Array.isArray(filter)) return [];
  const names = filter.map((item) => resolve(scan, item));
  if (!names.every((name) => name instanceof PdfName)) return undefined;
  return names.map((name, index) => ({
    name: name.name,
    params: Array.isArray(params) ? resolve(scan, params[index]) : undefined,
  }));
}

/** Counts decoded bytes against the file's budget, keeping a copy only when a later step reads them. */
class DecodedOutput {
  constructor(scan, keep) {
    this.scan = scan;
    this.chunks = keep ? [] : undefined;
  }

  push(chunk) {
    this.scan.decoded += chunk.length;
    if (this.scan.decoded > this.scan.budget) throw tooLarge(this.scan);
    this.chunks?.push(chunk.slice());
  }

  bytes() {
    return Buffer.concat(this.chunks ?? []);
  }
}

function tooLarge(scan) {
  return failure('DecodedTooLarge', `the streams of this PDF decode to more than ${scan.budget} bytes`);
}

/** Gathers the bytes of a decoder that produces a few at a time into blocks for a DecodedOutput. */
class BlockWriter {
  constructor(output) {
    this.output = output;
    this.block = new Uint8Array(WRITE_BLOCK_BYTES);
    this.length = 0;
  }

  /** The first `length` bytes of `source`, zeros past its end (what pdf.js reads past a typed array's end). */
  write(source, length) {
    for (let done = 0; done < length; ) {
      const take = Math.min(this.block.length - this.length, length - done);
      const copy = Math.max(0, Math.min(take, source.length - done));
      this.block.set(source.subarray(done, done + copy), this.length);
      this.block.fill(0, this.length + copy, this.length + take);
      this.length += take;
      done += take;
      if (this.length === this.block.length) this.flush();
    }
  }

  flush() {
    if (this.length === 0) return;
    this.output.push(this.block.subarray(0, this.length));
    this.length = 0;
  }
}

/** FlateDecode: the zlib header checked as pdf.js checks it, then raw deflate, inflated in small steps. */
function decodeFlate(scan, data, _params, output) {
  const [method, flags] = data;
  if (method === undefined || flags === undefined) return;
  if ((method & 0x0f) !== 8 || ((method << 8) + flags) % 31 !== 0 || (flags & 0x20) !== 0) return;
  const inflate = new scan.Inflate((chunk) => output.push(chunk));
  for (let start = 2; start < data.length; start += INFLATE_STEP_BYTES) {
    const end = Math.min(start + INFLATE_STEP_BYTES, data.length);
    inflate.push(data.subarray(start, end), end === data.length);
  }
}

/**
 * LZWDecode exactly as pdf.js decodes it (its LZWStream, EarlyChange included): one 12-bit code can stand
 * for 4 KB, so LZW expands about as far as deflate.
 */
function decodeLzw(scan, data, params, output) {
  const early = params instanceof Map ? resolve(scan, params.get('EarlyChange')) : undefined;
  const earlyChange = typeof early === 'number' ? early : 1;
  const size = 4096;
  const values = new Uint8Array(size);
  const lengths = new Uint16Array(size);
  const previous = new Uint16Array(size);
  const sequence = new Uint8Array(size);
  for (let code = 0; code < 256; code += 1) {
    values[code] = code;
    lengths[code] = 1;
  }
  const writer = new BlockWriter(output);
  let nextCode = 258;
  let codeLength = 9;
  let previousCode = 0;
  let sequenceLength = 0;
  let cached = 0;
  let cachedBits = 0;
  for (let pos = 0; ; ) {
    while (cachedBits < codeLength && pos < data.length) {
      cached = (cached << 8) | data[pos++];
      cachedBits += 8;
    }
    if (cachedBits < codeLength) break;
    cachedBits -= codeLength;
    const code = (cached >>> cachedBits) & ((1 << codeLength) - 1);
    const hasPrevious = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code];
        for (let index = sequenceLength - 1, at = code; index >= 0; index -= 1) {
          sequence[index] = values[at];
          at = previous[at];
        }
      } else {
        sequence[sequenceLength++] = sequence[0];
      }
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      sequenceLength = 0;
      continue;
    } else {
      break;
    }
    if (hasPrevious) {
      previous[nextCode] = previousCode;
      lengths[nextCode] = lengths[previousCode] + 1;
      values[nextCode] = sequence[0];
      nextCode += 1;
      const bound = nextCode + earlyChange;
      // pdf.js's own arithmetic, so that the code length changes where it does there.
      if (!(bound & (bound - 1))) codeLength = Math.min(Math.log(bound) / Math.LN2 + 1, 12) | 0;
    }
    previousCode = code;
    writer.write(sequence, sequenceLength);
  }
  writer.flush();
}

/** RunLengthDecode: a run of up to 128 bytes from two. */
function decodeRunLength(_scan, data, _params, output) {
  const writer = new BlockWriter(output);
  const run = new Uint8Array(128);
  for (let pos = 0; pos + 1 < data.length && data[pos] !== 128; pos += 2) {
    const header = data[pos];
    if (header < 128) {
      writer.write(data.subarray(pos + 1, pos + 2 + header), header + 1);
      pos += header;
    } else {
      run.fill(data[pos + 1], 0, 257 - header);
      writer.write(run, 257 - header);
    }
  }
  writer.flush();
}

/** ASCIIHexDecode: half the size of its input, so it is decoded at once. */
function decodeAsciiHex(_scan, data, _params, output) {
  const decoded = new Uint8Array((data.length >> 1) + 1);
  let length = 0;
  let first = -1;
  for (const byte of data) {
    if (byte === 0x3e) {
      if (first >= 0) decoded[length++] = first << 4;
      break;
    }
    const digit = hexDigit(byte);
    if (digit < 0) continue;
    if (first < 0) {
      first = digit;
    } else {
      decoded[length++] = (first << 4) | digit;
      first = -1;
    }
  }
  output.push(decoded.subarray(0, length));
}

/** ASCII85Decode as pdf.js decodes it: `z` stands for four zeros, `~` ends the data. */
function decodeAscii85(_scan, data, _params, output) {
  const writer = new BlockWriter(output);
  const group = new Uint8Array(5);
  const word = new Uint8Array(4);
  let pos = 0;
  const next = () => {
    while (data[pos] === 0x20 || data[pos] === 0x09 || data[pos] === 0x0d || data[pos] === 0x0a) pos += 1;
    return pos < data.length ? data[pos++] : -1;
  };
  for (;;) {
    let byte = next();
    if (byte === -1 || byte === 0x7e) break;
    if (byte === 0x7a) {
      word.fill(0);
      writer.write(word, 4);
      continue;
    }
    group[0] = byte;
    let count = 1;
    for (; count < 5; count += 1) {
      byte = next();
      if (byte === -1 || byte === 0x7e) break;
      group[count] = byte;
    }
    group.fill(0x21 + 84, count);
    let value = 0;
    for (const digit of group) value = value * 85 + (digit - 0x21);
    for (let index = 3; index >= 0; index -= 1) {
      word[index] = value & 0xff;
      value >>= 8;
    }
    writer.write(word, count - 1);
    if (count < 5) break;
  }
  writer.flush();
}

/** BrotliDecode: zlib stops at the budget's remainder, so the output never outgrows it. */
function decodeBrotli(scan, data, _params, output) {
  let decoded;
  try {
    decoded = brotliDecompressSync(data, { maxOutputLength: scan.budget - scan.decoded + 1 });
  } catch (error) {
    if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(scan);
    throw error;
  }
  output.push(decoded);
}

/** pdf.js's filters (and their abbreviations) that the scan decodes. */
const DECODERS = new Map([
  ['FlateDecode', decodeFlate],
  ['Fl', decodeFlate],
  ['LZWDecode', decodeLzw],
  ['LZW', decodeLzw],
  ['RunLengthDecode', decodeRunLength],
  ['RL', decodeRunLength],
  ['ASCIIHexDecode', decodeAsciiHex],
  ['AHx', decodeAsciiHex],
  ['ASCII85Decode', decodeAscii85],
  ['A85', decodeAscii85],
  ['BrotliDecode', decodeBrotli],
]);
/** Filters pdf.js decodes as images: on a stream that is not an image, the parse is watched instead. */
const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JPX',
  'JBIG2Decode',
  'CCITTFaxDecode',
  'CCF',
]);

const isName = (value, name) => value instanceof PdfName && value.name === name;

/**
 * Notes what the scan cannot count, the first reason only: the parse is then watched by the process's
 * memory (run-parser.ts) rather than trusted to its own limits.
 */
function unbounded(scan, reason) {
  scan.unbounded ??= reason;
}

/** The object numbers a value refers to: a reference, or an array (or a reference to one) of them. */
function referencedNumbers(scan, value) {
  const numbers = value instanceof PdfRef ? [value.number] : [];
  const list = resolve(scan, value);
  if (Array.isArray(list)) for (const item of list) if (item instanceof PdfRef) numbers.push(item.number);
  return numbers;
}

/**
 * Streams pdf.js reads as content whatever their /Subtype says: a page's /Contents and a Type 3 font's
 * glyph procedures. An image-marked stream among them would be decoded unseen by the scan.
 */
function noteContentStreams(scan, dictionary) {
  for (const number of referencedNumbers(scan, dictionary.get('Contents'))) scan.contents.add(number);
  const procedures = resolve(scan, dictionary.get('CharProcs'));
  if (procedures instanceof Map)
    for (const value of procedures.values()) if (value instanceof PdfRef) scan.contents.add(value.number);
}

/** A /Filter (or /F) the scan could not resolve: a reference into an object stream, which pdf.js follows. */
function hasUnresolvedFilter(scan, dictionary) {
  const filter = dictionary.has('F') ? dictionary.get('F') : dictionary.get('Filter');
  if (filter instanceof PdfRef) return resolve(scan, filter) === undefined;
  const list = resolve(scan, filter);
  return (
    Array.isArray(list) && list.some((item) => item instanceof PdfRef && resolve(scan, item) === undefined)
  );
}

/**
 * Counts the stream of the object at `pos` in `data` (the file or a decoded object stream), if it has one;
 * `number` is the object's number, when known.
 */
function scanObject(scan, data, pos, depth, number) {
  const at = skipSpace(data, pos);
  if (data[at] !== 0x3c || data[at + 1] !== 0x3c) return;
  const object = readObject(data, at, 0);
  if (!(object?.value instanceof Map)) {
    // Nested deeper than the scan reads, or cut off: pdf.js may still read it.
    unbounded(scan, 'a dictionary the scan cannot read');
    return;
  }
  const dictionary = object.value;
  noteContentStreams(scan, dictionary);
  const keyword = skipSpace(data, object.end);
  if (!isKeyword(data, keyword, STREAM)) return;
  if (isName(resolve(scan, dictionary.get('Subtype')), 'Image')) {
    if (number !== undefined) scan.images.add(number);
    return;
  }
  if (hasUnresolvedFilter(scan, dictionary)) unbounded(scan, 'a filter the scan cannot resolve');
  const filters = streamFilters(scan, dictionary);
  if (!filters) return;
  // The data starts after the line break that ends the keyword's line.
  let start = keyword + STREAM.length;
  while (start < data.length && data[start] !== 0x0a && data[start] !== 0x0d) start += 1;
  if (data[start] === 0x0d) start += data[start + 1] === 0x0a ? 2 : 1;
  else if (data[start] === 0x0a) start += 1;
  const objectStream = isName(resolve(scan, dictionary.get('Type')), 'ObjStm');
  let decoded = data.subarray(start, streamEnd(scan, data, start, dictionary));
  for (const [index, { name, params }] of filters.entries()) {
    const decode = DECODERS.get(name);
    if (!decode) {
      if (IMAGE_FILTERS.has(name)) {
        unbounded(scan, 'an image filter on a stream that is not an image');
        return;
      }
      // pdf.js hands the data on unchanged through a filter it does not know.
      continue;
    }
    const output = new DecodedOutput(scan, objectStream || index < filters.length - 1);
    try {
      decode(scan, decoded, params, output);
    } catch (error) {
      if (error?.name === 'DecodedTooLarge') throw error;
      // Damaged (or encrypted) data: what decoded before the damage is counted, as pdf.js decodes it too.
    }
    if (!output.chunks) return;
    decoded = output.bytes();
  }
  if (!objectStream) return;
  if (depth < MAX_NESTING) scanObjectStream(scan, decoded, dictionary, depth);
  else unbounded(scan, 'object streams nested deeper than the scan reads');
}

/** The streams inside an object stream, which pdf.js reads as it reads any other object. */
function scanObjectStream(scan, data, dictionary, depth) {
  const first = resolve(scan, dictionary.get('First'));
  const count = resolve(scan, dictionary.get('N'));
  if (!Number.isInteger(first) || !Number.isInteger(count)) return;
  let pos = 0;
  for (let index = 0; index < count; index += 1) {
    const number = readObject(data, pos, 0);
    const offset = number && readObject(data, number.end, 0);
    if (!Number.isInteger(number?.value) || !Number.isInteger(offset?.value)) return;
    pos = offset.end;
    scanObject(scan, data, first + offset.value, depth + 1, number.value);
  }
}

const ENCRYPT = Buffer.from('/Encrypt');

/** An encrypted PDF: its streams are ciphertext to the scan, and pdf.js decrypts them with an empty password. */
function isEncrypted(file) {
  for (let at = file.indexOf(ENCRYPT); at !== -1; at = file.indexOf(ENCRYPT, at + 1))
    if (!isRegular(file[at + ENCRYPT.length])) return true;
  return false;
}

/**
 * Refuses a PDF whose streams, images aside, decode to more than `budget` bytes in all. Answers why the
 * count cannot be trusted to bound what pdf.js decodes (an encrypted file, a stream the scan cannot read
 * or decode), or undefined when it can.
 */
function checkDecodedSize(Inflate, bytes, budget) {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { starts, objects } = findObjects(file);
  const scan = {
    file,
    objects,
    budget,
    decoded: 0,
    Inflate,
    unbounded: undefined,
    contents: new Set(),
    images: new Set(),
  };
  if (isEncrypted(file)) unbounded(scan, 'an encrypted file');
  for (const { start, number } of starts) scanObject(scan, file, start, 0, number);
  for (const number of scan.images)
    if (scan.contents.has(number)) unbounded(scan, 'an image-marked stream read as page contents');
  return scan.unbounded;
}

/** Refuses an entry that inflates to more than its declared size (the limits were checked on those). */
function checkInflatedSizes(Inflate, bytes, entries) {
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    let size = 0;
    const inflate = new Inflate((chunk) => {
      size += chunk.length;
    });
    const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    for (let start = 0; start < data.length && size <= entry.uncompressedSize; start += INFLATE_STEP_BYTES) {
      const end = Math.min(start + INFLATE_STEP_BYTES, data.length);
      inflate.push(data.subarray(start, end), end === data.length);
    }
    if (size > entry.uncompressedSize) {
      throw failure(
        'ArchiveTooLarge',
        `${entry.name} inflates beyond its declared ${entry.uncompressedSize} bytes`,
      );
    }
  }
}

async function readDocx(bytes, entries) {
  const { Inflate } = await load('fflate');
  checkInflatedSizes(Inflate, bytes, entries);
  const { default: mammoth } = await load('mammoth');
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      externalFileAccess: false,
      // Images are left unread: only the text is wanted.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  return { html: result.value };
}

/** The File Information Block's flag for a document encrypted with a password (fEncrypted). */
const FIB_FLAGS_OFFSET = 0x0a;
const FIB_ENCRYPTED = 0x0100;

async function readDoc(bytes) {
  const { default: WordOleExtractor } = await load('word-extractor/lib/word-ole-extractor.js');
  const { default: BufferReader } = await load('word-extractor/lib/buffer-reader.js');
  // word-extractor reads an encrypted document's scrambled text as if it were text: refuse it instead.
  class CheckedExtractor extends WordOleExtractor {
    extractWordDocument(document, fib) {
      if (fib.length > FIB_FLAGS_OFFSET + 1 && (fib.readUInt16LE(FIB_FLAGS_OFFSET) & FIB_ENCRYPTED) !== 0)
        return Promise.reject(failure('EncryptedDocument', 'the document is encrypted'));
      return super.extractWordDocument(document, fib);
    }
  }
  const reader = new BufferReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  await reader.open();
  let document;
  try {
    document = await new CheckedExtractor().extract(reader);
  } finally {
    await reader.close();
  }
  return {
    body: document.getBody({ filterUnicode: false }),
    headers: document.getHeaders({ includeFooters: false, filterUnicode: false }),
  };
}

/** The text work after the library (worker-text.ts), loaded as the caller said: bundled, or through tsx. */
async function loadTextWork({ url, viaTsx }) {
  if (!viaTsx) return import(url);
  const { tsImport } = await load('tsx/esm/api');
  return tsImport(url, import.meta.url);
}

/** Reads the file with its library, then turns what the library gave into the cleaned, cut text. */
async function run(job) {
  const text = await loadTextWork(job.textWork);
  // A large plain-text file: its checks, decoding and clean-up (worker-text.ts) are all the work.
  if (job.kind === 'txt') return text.plainText(job.bytes, job.rawLimit);
  const enough = (pages) => job.rawLimit !== undefined && text.pdfText(pages).length > job.rawLimit;
  let raw;
  if (job.kind === 'pdf')
    raw = text.pdfText((await readPdf(job.bytes, job.maxPages, job.maxDecodedBytes, enough)).pages);
  else if (job.kind === 'docx') {
    const inspection = text.inspectDocx(job.bytes);
    raw = text.docxText(inspection.headerLines, (await readDocx(job.bytes, inspection.entries)).html);
  } else if (job.kind === 'doc') {
    const { body, headers } = await readDoc(job.bytes);
    raw = text.docText(body, headers);
  } else throw failure('UnknownJob', `no parser for ${job.kind}`);
  try {
    return text.finishText(raw, job.rawLimit);
  } catch (error) {
    throw failure('TextFailed', String(error?.message ?? error));
  }
}

try {
  parentPort.postMessage({ ok: true, result: await run(workerData) });
} catch (error) {
  // The archive checks refuse a .docx with an ExtractionError: its code goes back as it is.
  const code = typeof error?.code === 'string' && error?.name === 'ExtractionError' ? error.code : undefined;
  parentPort.postMessage({
    ok: false,
    error: {
      name: String(error?.name ?? 'Error'),
      message: String(error?.message ?? error),
      ...(code ? { code } : {}),
    },
  });
}
