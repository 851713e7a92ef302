// Runs one file parser off the main thread. The caller terminates this worker when its time limit passes,
// so a slow or hostile file never blocks the server. This file only calls the libraries and hands their
// raw output back; turning it into text happens in the caller (see run-parser.ts and extract-text.ts).
// It is plain JavaScript so it runs as is from the source tree and beside the server bundle.
import { parentPort, workerData } from 'node:worker_threads';

/** Inflating in small steps bounds what one step can produce, whatever the entry's compression ratio. */
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

async function readPdf(bytes, maxPages) {
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
    }
    return { pages };
  } finally {
    await loading.destroy();
  }
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

async function run(job) {
  if (job.kind === 'pdf') return readPdf(job.bytes, job.maxPages);
  if (job.kind === 'docx') return readDocx(job.bytes, job.entries);
  if (job.kind === 'doc') return readDoc(job.bytes);
  throw failure('UnknownJob', `no parser for ${job.kind}`);
}

try {
  parentPort.postMessage({ ok: true, result: await run(workerData) });
} catch (error) {
  parentPort.postMessage({
    ok: false,
    error: { name: String(error?.name ?? 'Error'), message: String(error?.message ?? error) },
  });
}
