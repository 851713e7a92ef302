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
    for (const tag of relationshipTags(xml)) {
      const relationship = {
        type: attribute(tag, 'Type') ?? '',
        target: attribute(tag, 'Target') ?? '',
        mode: attribute(tag, 'TargetMode') ?? '',
      };
      if (isExternalFileReference(relationship)) throw new ExtractionError('external_reference');
    }
  }
}

/**
 * Finds the next occurrence of one character at or after a position. The positions asked for only grow,
 * so an answer is reused until it is passed: many unclosed tags before one far '>' cost linear time.
 */
function forwardFinder(text: string, character: string): (from: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    // No occurrence lies between searchedFrom and found, so found answers any later start up to it.
    if (from < searchedFrom || (found !== -1 && found < from)) {
      found = text.indexOf(character, from);
      searchedFrom = from;
    }
    return found;
  };
}

const isWordCode = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a) ||
  code === 0x5f;

/** Whether `name` stands at `at` followed by a word boundary (what `name\b` matches). */
function nameAt(text: string, at: number, name: string): boolean {
  return text.startsWith(name, at) && !isWordCode(text.charCodeAt(at + name.length));
}

const RELATIONSHIP_START = /<(?:\w+:)?Relationship\b/g;

/**
 * The relationship tags of a part, as `/<(?:\w+:)?Relationship\b[^>]*>/g` finds them, by a scan that
 * stays linear when tags are left unclosed.
 */
function relationshipTags(xml: string): string[] {
  const tags: string[] = [];
  const pattern = new RegExp(RELATIONSHIP_START.source, 'g');
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    const end = xml.indexOf('>', match.index + match[0].length);
    if (end === -1) break; // no later tag can close either
    tags.push(xml.slice(match.index, end + 1));
    pattern.lastIndex = end + 1;
  }
  return tags;
}

/**
 * The runs of one paragraph, as `/<w:t\b[^>]*>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g` finds them:
 * text, or a tab or line break. A scan, so that unclosed tags cost linear time.
 */
function paragraphRuns(paragraph: string): string {
  const nextGt = forwardFinder(paragraph, '>');
  const nextLt = forwardFinder(paragraph, '<');
  let line = '';
  let at = paragraph.indexOf('<w:');
  while (at !== -1) {
    let next = at + 1;
    if (nameAt(paragraph, at, '<w:t')) {
      const tagEnd = nextGt(at + 4);
      if (tagEnd === -1) break; // nothing later can close
      const textEnd = nextLt(tagEnd + 1);
      if (textEnd !== -1 && paragraph.startsWith('</w:t>', textEnd)) {
        line += decodeXmlEntities(paragraph.slice(tagEnd + 1, textEnd));
        next = textEnd + 6;
      }
    } else {
      const name = ['tab', 'br', 'cr'].find((candidate) => nameAt(paragraph, at + 3, candidate));
      if (name) {
        const nameEnd = at + 3 + name.length;
        const tagEnd = nextGt(nameEnd);
        if (tagEnd === -1) break;
        if (tagEnd - 1 >= nameEnd && paragraph.charCodeAt(tagEnd - 1) === 0x2f) {
          line += name === 'tab' ? '\t' : '\n';
          next = tagEnd + 1;
        }
      }
    }
    at = paragraph.indexOf('<w:', next);
  }
  return line;
}

/**
 * The paragraphs of a WordprocessingML part (a header), one line each: what `/<w:p\b[^>]*>[\s\S]*?<\/w:p>/g`
 * finds, by a scan that stays linear when paragraphs are left open.
 */
export function wordParagraphs(xml: string): string[] {
  const lines: string[] = [];
  let at = xml.indexOf('<w:p');
  while (at !== -1) {
    if (!nameAt(xml, at, '<w:p')) {
      at = xml.indexOf('<w:p', at + 1);
      continue;
    }
    const tagEnd = xml.indexOf('>', at + 4);
    if (tagEnd === -1) break;
    const close = xml.indexOf('</w:p>', tagEnd + 1);
    if (close === -1) break; // no later paragraph can close either
    const line = paragraphRuns(xml.slice(at, close + 6));
    if (line.trim()) lines.push(line);
    at = xml.indexOf('<w:p', close + 6);
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
