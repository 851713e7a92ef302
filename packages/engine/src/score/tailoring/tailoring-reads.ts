/**
 * What tailoring reads from the job's text and from each resume line, once per scoring: the job's words
 * in order and where each word sequence starts (to find text copied from it), the field its skills point
 * to, and each line's tokens, stems and skill mentions, kept for every later look-up.
 */
import { createLineSkillReader, findSkillMentions, type LineSkillReader } from '../../taxonomy/find-skills';
import { inflectionStem } from '../../taxonomy/stems';
import { plainTokens } from '../../text/normalize-text';
import { fieldProfile } from './field-fit';

/** Shared word sequences this long mean a line was copied from the job. */
export const COPY_NGRAM = 8;

/**
 * What tailoring reads from the job's text and from each resume line, read once per scoring: both passes
 * of scoreInDetail (before and after copied lines are set aside) share it.
 */
export interface TailoringReads {
  job: JobTextReads;
  /** plainTokens of a resume line. */
  lineTokens(line: string): readonly string[];
  /** The line's word stems (see inflectionStem), one space between them and one at each end. */
  lineStems(line: string): string;
  lineSkills: LineSkillReader;
}

export interface JobTextReads {
  /** The job's plainTokens, one space between them and one at each end. */
  sequence: string;
  tokens: readonly string[];
  /** Where each token starts a word sequence COPY_NGRAM long. */
  sequenceStarts: Map<string, number[]>;
  /** The fieldProfile of the job's skill mentions. */
  field: Map<string, number>;
  /** Each of the job's lines as its plainTokens joined by one space: its title, headings and items. */
  lineKeys: ReadonlySet<string>;
}

/** Reads the job's text for tailoring, and prepares the look-ups of resume lines it keeps. */
export function readForTailoring(jobText: string): TailoringReads {
  const tokens = plainTokens(jobText);
  const sequenceStarts = new Map<string, number[]>();
  for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    const starts = sequenceStarts.get(token);
    if (starts) starts.push(index);
    else sequenceStarts.set(token, [index]);
  }
  const tokensByLine = new Map<string, string[]>();
  const stemsByLine = new Map<string, string>();
  return {
    job: {
      sequence: ` ${tokens.join(' ')} `,
      tokens,
      sequenceStarts,
      field: fieldProfile(findSkillMentions(jobText)),
      lineKeys: new Set(
        jobText
          .split('\n')
          .map((line) => plainTokens(line).join(' '))
          .filter((key) => key.length > 0),
      ),
    },
    lineTokens(line) {
      let lineTokens = tokensByLine.get(line);
      if (!lineTokens) {
        lineTokens = plainTokens(line);
        tokensByLine.set(line, lineTokens);
      }
      return lineTokens;
    },
    lineStems(line) {
      let stems = stemsByLine.get(line);
      if (stems === undefined) {
        stems = ` ${this.lineTokens(line).map(inflectionStem).join(' ')} `;
        stemsByLine.set(line, stems);
      }
      return stems;
    },
    lineSkills: createLineSkillReader(),
  };
}
