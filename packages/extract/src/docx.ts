/**
 * DOCX checks made before any parser unpacks the file: the archive's declared size (entries, total,
 * ratio per entry), relationships that point outside the document, and the text of page headers (which
 * the body conversion leaves out, though resumes often keep the name and contact line there).
 */
import { ExtractionError } from './errors';
import { ARCHIVE_LIMITS } from './limits';
import { declaredEntryCount, readZipDirectory, readZipEntry, type ZipEntry, ZipFormatError } from './zip';

const HYPERLINK_TYPE = /\/hyperlink$/;
/** Word records the template a document was made from as an external file; it is never opened. */
const ATTACHED_TEMPLATE_TYPE = /\/attachedTemplate$/;
const WEB_URL = /^https?:\/\//i;

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? whole;
  });
}

function safeCodePoint(codePoint: number): string | undefined {
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : undefined;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? undefined : decodeXmlEntities(value);
}

/** Whether a relationship makes a reader fetch something outside the document (a file, a share, a path). */
export function isExternalFileReference(relationship: {
  type: string;
  target: string;
  mode: string;
}): boolean {
  if (relationship.mode.toLowerCase() !== 'external') return false;
  if (HYPERLINK_TYPE.test(relationship.type) || ATTACHED_TEMPLATE_TYPE.test(relationship.type)) return false;
  return !WEB_URL.test(relationship.target.trim());
}

function checkArchiveLimits(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratioApplies = entry.uncompressedSize > ARCHIVE_LIMITS.ratioExemptBytes;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (ratioApplies && ratio > ARCHIVE_LIMITS.maxCompressionRatio)
      throw new ExtractionError('archive_too_large');
  }
  if (total > ARCHIVE_LIMITS.maxTotalUncompressedBytes) throw new ExtractionError('archive_too_large');
}

function readSmallPart(bytes: Uint8Array, entry: ZipEntry): string {
  if (entry.uncompressedSize > ARCHIVE_LIMITS.maxSmallPartBytes)
    throw new ExtractionError('archive_too_large');
  return new TextDecoder().decode(readZipEntry(bytes, entry));
}

function checkRelationships(bytes: Uint8Array, entries: readonly ZipEntry[]): void {
  for (const entry of entries) {
    if (!entry.name.toLowerCase().endsWith('.rels')) continue;
    const xml = readSmallPart(bytes, entry);
    for (const [tag] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      const relationship = {
        type: attribute(tag, 'Type') ?? '',
        target: attribute(tag, 'Target') ?? '',
        mode: attribute(tag, 'TargetMode') ?? '',
      };
      if (isExternalFileReference(relationship)) throw new ExtractionError('external_reference');
    }
  }
}

/** The paragraphs of a WordprocessingML part (a header), one line each. */
export function wordParagraphs(xml: string): string[] {
  const lines: string[] = [];
  for (const [paragraph] of xml.matchAll(/<w:p\b[^>]*>[\s\S]*?<\/w:p>/g)) {
    let line = '';
    for (const [, text, tab] of paragraph.matchAll(/<w:t\b[^>]*>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
      if (text !== undefined) line += decodeXmlEntities(text);
      else line += tab === 'tab' ? '\t' : '\n';
    }
    if (line.trim()) lines.push(line);
  }
  return lines;
}

function headerLines(bytes: Uint8Array, entries: readonly ZipEntry[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  const headers = entries
    .filter((entry) => /^word\/header\d*\.xml$/i.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of headers) {
    for (const line of wordParagraphs(readSmallPart(bytes, entry))) {
      const key = line.trim();
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(line);
    }
  }
  return lines;
}

export interface DocxInspection {
  entries: ZipEntry[];
  /** Header paragraphs, once each, to put before the body text. */
  headerLines: string[];
}

/** Judges a DOCX from its central directory and small parts; throws ExtractionError when it is refused. */
export function inspectDocx(bytes: Uint8Array): DocxInspection {
  try {
    if (declaredEntryCount(bytes) > ARCHIVE_LIMITS.maxEntries) throw new ExtractionError('archive_too_large');
    const entries = readZipDirectory(bytes);
    checkArchiveLimits(entries);
    checkRelationships(bytes, entries);
    return { entries, headerLines: headerLines(bytes, entries) };
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    if (error instanceof ZipFormatError || error instanceof RangeError) {
      throw new ExtractionError('corrupt_file', { cause: error });
    }
    throw error;
  }
}
