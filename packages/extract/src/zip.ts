/**
 * Reads a ZIP archive's central directory without unpacking anything, so a DOCX can be judged by what it
 * declares (entry count, sizes, ratios) before a parser inflates it. Only what a DOCX needs is supported:
 * one disk, no ZIP64, stored or deflated entries.
 */
import { inflateSync } from 'fflate';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) data starts in the archive. */
  dataOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT_LENGTH = 0xffff;

/** Thrown when the archive's structure cannot be read; callers turn it into their own error. */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The end-of-central-directory record: searched backwards from the end, as unzip tools do. */
function findEndRecord(data: DataView): number {
  const lowest = Math.max(0, data.byteLength - END_RECORD_SIZE - MAX_COMMENT_LENGTH);
  for (let offset = data.byteLength - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (data.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipFormatError('no end of central directory record');
}

/** The number of entries the archive declares, read from its end record alone. */
export function declaredEntryCount(bytes: Uint8Array): number {
  const data = view(bytes);
  return data.getUint16(findEndRecord(data) + 10, true);
}

/** Every entry of the central directory, each checked to lie inside the archive. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const data = view(bytes);
  const end = findEndRecord(data);
  const disk = data.getUint16(end + 4, true);
  const directoryDisk = data.getUint16(end + 6, true);
  const entriesOnDisk = data.getUint16(end + 8, true);
  const entryCount = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) {
    throw new ZipFormatError('multi-disk archive');
  }
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    throw new ZipFormatError('ZIP64 archive');
  }
  if (directoryOffset + directorySize > end) throw new ZipFormatError('central directory out of range');

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || data.getUint32(offset, true) !== CENTRAL_FILE_HEADER) {
      throw new ZipFormatError('bad central directory entry');
    }
    const flags = data.getUint16(offset + 8, true);
    const method = data.getUint16(offset + 10, true);
    const compressedSize = data.getUint32(offset + 20, true);
    const uncompressedSize = data.getUint32(offset + 24, true);
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const localOffset = data.getUint32(offset + 42, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) throw new ZipFormatError('entry name out of range');
    const name = decoder.decode(bytes.subarray(offset + 46, nameEnd));
    if ((flags & 0x1) !== 0) throw new ZipFormatError('encrypted entry');
    if (method !== 0 && method !== 8) throw new ZipFormatError('unsupported compression method');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff)
      throw new ZipFormatError('ZIP64 entry');
    if (localOffset + 30 > bytes.length || data.getUint32(localOffset, true) !== LOCAL_FILE_HEADER) {
      throw new ZipFormatError('bad local header');
    }
    const dataOffset =
      localOffset + 30 + data.getUint16(localOffset + 26, true) + data.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > bytes.length) throw new ZipFormatError('entry data out of range');
    if (method === 0 && compressedSize !== uncompressedSize) throw new ZipFormatError('stored size mismatch');
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * One entry's content, inflated into a buffer of its declared size: a part that inflates to more than it
 * declares is cut there rather than allowed to grow.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const raw = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) return raw;
  try {
    return inflateSync(raw, { out: new Uint8Array(entry.uncompressedSize) });
  } catch (error) {
    throw new ZipFormatError(`entry ${entry.name} does not inflate: ${(error as Error).message}`);
  }
}
