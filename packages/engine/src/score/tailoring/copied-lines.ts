/**
 * Lines copied from the job: a resume line is copied when most of its words are sequences of COPY_NGRAM
 * words found in the job in the same order, when it is a short line found in the job word for word, or
 * when it is a line of the job standing next to a copied one (a pasted ad's headings). Copied lines are
 * no evidence of anything, and a line a pasted ad ran into keeps only its own words.
 */
import { plainTokens } from '../../text/normalize-text';
import type { ResumeLine } from './resume-lines';
import { COPY_NGRAM, type JobTextReads, type TailoringReads } from './tailoring-reads';

/** The share of a line's words in copied sequences that makes the line copied. */
const COPIED_SHARE = 0.5;

/** Sections whose short lines name what the person holds, in the words everyone uses for it. */
const NAMING_SECTIONS = new Set<string>([
  'certifications',
  'education',
  'languages',
  'awards',
  'affiliations',
]);

/** Whether the COPY_NGRAM words of `tokens` from `from` on appear in this order in the job. */
function inJob(job: JobTextReads, tokens: readonly string[], from: number): boolean {
  const starts = job.sequenceStarts.get(tokens[from] ?? '');
  if (!starts) return false;
  return starts.some((start) => {
    for (let offset = 1; offset < COPY_NGRAM; offset += 1)
      if (job.tokens[start + offset] !== tokens[from + offset]) return false;
    return true;
  });
}

/**
 * The text without the word sequences it shares with the job (COPY_NGRAM words or more): what is left of a
 * line a pasted ad ran into ('..., CPA, client service Registered Nurse (RN) 1st Shift ...').
 */
export function withoutCopiedSpans(text: string, reads: TailoringReads): string {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const owners: number[] = [];
  const tokens: string[] = [];
  words.forEach((word, index) => {
    for (const token of plainTokens(word)) {
      tokens.push(token);
      owners.push(index);
    }
  });
  if (tokens.length < COPY_NGRAM) return text;
  const covered = new Array<boolean>(tokens.length).fill(false);
  for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1)
    if (inJob(reads.job, tokens, index)) covered.fill(true, index, index + COPY_NGRAM);
  // Only a copied run at the start or the end of the line: where a pasted ad runs into the resume's own
  // line. A sequence shared in the middle is the resume's own words that happen to match the ad.
  let from = tokens.length;
  while (from > 0 && covered[from - 1]) from -= 1;
  let to = 0;
  while (to < tokens.length && covered[to]) to += 1;
  if (from === tokens.length && to === 0) return text;
  const dropped = new Set(owners.filter((_, index) => index >= from || index < to));
  return words.filter((_, index) => !dropped.has(index)).join(' ');
}

/** 'Bilingual English / Spanish': the languages a person speaks, in the only words there are for them. */
function namesLanguages(line: ResumeLine, reads: TailoringReads): boolean {
  const mentions = reads.lineSkills.mentions(line.text);
  return mentions.length > 0 && mentions.every((mention) => mention.skill.family === 'languages-spoken');
}

/** Lines of the resume that are mostly word sequences copied from the job description. */
export function findCopiedLines(lines: readonly ResumeLine[], reads: TailoringReads): Set<ResumeLine> {
  const copied = new Set<ResumeLine>();
  if (reads.job.sequenceStarts.size === 0) return copied;
  for (const line of lines) {
    const tokens = reads.lineTokens(line.text);
    // A short line found word for word in the job ('Tableau or Power BI') is copied too; a credential or
    // a school named as the job names it ('EPA Section 608 Universal Certification') is the person's own.
    if (
      tokens.length >= 3 &&
      tokens.length < COPY_NGRAM &&
      line.sectionType !== 'experience_header' &&
      // 'Administer local anesthesia' under a role is the person's duty, said as the posting says it.
      line.entryId === null &&
      !NAMING_SECTIONS.has(line.sectionType) &&
      !namesLanguages(line, reads) &&
      reads.job.sequence.includes(` ${tokens.join(' ')} `)
    ) {
      copied.add(line);
      continue;
    }
    if (tokens.length < COPY_NGRAM) continue;
    const covered = new Array<boolean>(tokens.length).fill(false);
    for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1) {
      if (inJob(reads.job, tokens, index)) covered.fill(true, index, index + COPY_NGRAM);
    }
    if (covered.filter(Boolean).length / tokens.length >= COPIED_SHARE) copied.add(line);
  }
  // A pasted ad comes as a block: its headings and short lines ('Requirements', 'CPA preferred') sit
  // between copied lines. A line found word for word in the job next to a copied line is copied too.
  let grew = copied.size > 0;
  while (grew) {
    grew = false;
    lines.forEach((line, index) => {
      if (copied.has(line) || line.sectionType === 'experience_header') return;
      const previous = lines[index - 1];
      const next = lines[index + 1];
      if (!(previous && copied.has(previous)) && !(next && copied.has(next))) return;
      const tokens = reads.lineTokens(line.text);
      if (tokens.length > 0 && reads.job.sequence.includes(` ${tokens.join(' ')} `)) {
        copied.add(line);
        grew = true;
      }
    });
  }
  return copied;
}
