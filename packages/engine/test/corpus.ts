/**
 * Reads the shared corpus (../shared/corpus from the repository root) at run time, for tests and the
 * benchmark. Nothing from it is copied into the project. Every reader returns [] when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

export const CORPUS_URL = new URL('../../../../shared/corpus/', import.meta.url);
export const CORPUS_PRESENT = existsSync(CORPUS_URL);

export interface CorpusDocument {
  file: string;
  group: string;
  text: string;
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

function readFolder(folder: 'resumes' | 'jobs'): CorpusDocument[] {
  if (!CORPUS_PRESENT) return [];
  const base = new URL(`${folder}/`, CORPUS_URL);
  const [header, ...rows] = readFileSync(new URL('index.csv', base), 'utf8').trim().split('\n');
  const columns = parseCsvLine(header ?? '');
  const fileColumn = columns.indexOf('file');
  const groupColumn = columns.indexOf('group');
  const groups = new Map(
    rows.map((row) => parseCsvLine(row)).map((cells) => [cells[fileColumn] ?? '', cells[groupColumn] ?? '']),
  );
  return readdirSync(base)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((file) => ({
      file,
      group: groups.get(file) ?? '',
      text: readFileSync(new URL(file, base), 'utf8'),
    }));
}

export function corpusResumes(): CorpusDocument[] {
  return readFolder('resumes');
}

export function corpusJobs(): CorpusDocument[] {
  return readFolder('jobs');
}

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
export function readZip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) return files;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  for (let entry = 0; entry < count; entry += 1) {
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localExtraLength = bytes.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const data = bytes.subarray(start, start + compressedSize);
    if (!name.endsWith('/')) files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

export interface DotinCv {
  file: string;
  /** The CV text without its tags. */
  text: string;
  labels: Array<{ type: string; text: string }>;
}

function decodeXml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

/**
 * The Kaggle-sourced dotin CVs store their text as a printed Python byte string: every non-ASCII
 * character appears as its UTF-8 bytes written out ('\\xe2\\x80\\xa2' for '•'). Decoding them gives back
 * the text the CV was written in, so the parser reads what a user's file would hold.
 */
export function decodeByteEscapes(text: string): string {
  return text.replace(/(?:\\x[0-9a-fA-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('\\x')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** The dotin labelled CVs (the 50-CV test set by default; '545_cvs_train_v2.zip' holds the other 310). */
export function dotinCvs(archive = 'set_aside_test_v2_50cvs.zip'): DotinCv[] {
  const url = new URL(`labeled/dotin_resume_ner/original/${archive}`, CORPUS_URL);
  if (!existsSync(url)) return [];
  const cvs: DotinCv[] = [];
  for (const [file, content] of readZip(readFileSync(url))) {
    // '__MACOSX/._*' entries are Finder metadata, not CVs.
    if (!file.endsWith('.xml') || file.startsWith('__MACOSX/')) continue;
    const xml = content.toString('utf8');
    const body = xml
      .replace(/^[\s\S]*?<cv>/, '')
      .replace(/<\/cv>[\s\S]*$/, '')
      .trim()
      .replace(/^"|"$/g, '');
    const labels = [...body.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)].map((match) => ({
      type: match[1] ?? '',
      text: decodeByteEscapes(decodeXml(match[2] ?? '')).trim(),
    }));
    cvs.push({ file, text: decodeByteEscapes(decodeXml(body.replace(/<\/?label[^>]*>/g, ''))), labels });
  }
  return cvs.sort((a, b) => a.file.localeCompare(b.file));
}

export interface GreenSentence {
  tokens: string[];
  tags: string[];
}

/** The Green et al. (2022) job-ad test set: CoNLL tokens with BIO tags. */
export function greenSentences(): GreenSentence[] {
  const url = new URL('labeled/green2022_jd_entities/original/raw_data/testset.txt', CORPUS_URL);
  if (!existsSync(url)) return [];
  const sentences: GreenSentence[] = [];
  let current: GreenSentence = { tokens: [], tags: [] };
  for (const line of readFileSync(url, 'utf8').split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (line.trim().length === 0 || parts.length < 2) {
      if (current.tokens.length > 0) sentences.push(current);
      current = { tokens: [], tags: [] };
      continue;
    }
    current.tokens.push(parts[0] ?? '');
    current.tags.push(parts[parts.length - 1] ?? 'O');
  }
  if (current.tokens.length > 0) sentences.push(current);
  return sentences;
}
