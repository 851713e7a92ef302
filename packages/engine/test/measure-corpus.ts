/**
 * The corpus measures the issue asks for, shared by the corpus tests and the benchmark: dotin field
 * accuracy, Green 2022 skill precision/recall/F1, fit ordering, refinement gains and guard violations.
 */

import { analyzeJob } from '../src/job/analyze-job';
import { extractPhrases } from '../src/job/extract-phrases';
import { compoundPhrases, jobSkillMentions } from '../src/job/job-mentions';
import { findEmail } from '../src/parse/extract-contact';
import { parseResume } from '../src/parse/parse-resume';
import { analyze } from '../src/pipeline/analyze';
import { refine } from '../src/refine/refine';
import { type ScoreDetail, scoreInDetail } from '../src/score/score-resume';
import { findSkillMentions } from '../src/taxonomy/find-skills';
import { looksLikeJobTitle } from '../src/taxonomy/job-titles';
import type { Question, StructuredResume } from '../src/types';
import type { CorpusDocument, DotinCv, GreenSentence } from './corpus';

/** Abbreviations written both ways in titles: compared spelled out. */
const SPELLED_OUT: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsr\b/g, 'senior'],
  [/\bjr\b/g, 'junior'],
  [/\bmgr\b/g, 'manager'],
  [/\basst\b/g, 'assistant'],
  [/\bexec\b/g, 'executive'],
  [/\bvp\b/g, 'vice president'],
];
/** Legal-form words an employer's name is written with or without ('Infosys Ltd' = 'Infosys Limited'). */
const LEGAL_FORMS =
  /\b(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|pvt|private|plc|llp|gmbh|the)\b/g;

/** Case, spacing and punctuation ignored, '&' read as 'and', common abbreviations spelled out. */
export function normal(text: string): string {
  let out = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9@.]+/g, ' ')
    .replace(/(?<![a-z0-9])\.|\.(?![a-z0-9])/g, ' ');
  for (const [pattern, replacement] of SPELLED_OUT) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim();
}

function employer(text: string): string {
  const name = normal(text).replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' ').trim();
  // A name made only of legal-form words ('Company Ltd.', a template's placeholder) would compare as
  // empty and never match, even when found exactly: it is compared as written instead.
  return name.length > 0 ? name : normal(text);
}

/**
 * The employer labels of a CV. A label that runs over a blank line tags two lines of the CV at once
 * ('Sales Associate\n\nAcme Rides': the title line and the employer line below it); no parser can return
 * both lines as one employer, so each line of it is compared on its own, as if labelled separately.
 */
function employerLabels(labels: readonly string[]): string[] {
  return [...new Set(labels.flatMap((label) => label.split(/\n\s*\n/)).map((part) => part.trim()))].filter(
    (part) => part.length > 0,
  );
}

/** `found` is `gold`, or holds it as a whole-word phrase ('Owner/Insurance Professional'). */
function holds(found: string, gold: string): boolean {
  if (gold.length === 0 || found.length === 0) return false;
  return found === gold || (gold.length > 3 && ` ${found} `.includes(` ${gold} `));
}

export interface FieldAccuracy {
  field: string;
  correct: number;
  total: number;
  /** The CVs the field was missed in: file, labelled values, what the parser found. */
  misses: Array<{ file: string; gold: string[]; found: string[] }>;
}

/** What the parser offers as the person's designation: every entry title and the headline. */
export function parsedDesignations(resume: StructuredResume): string[] {
  const entries = resume.sections.flatMap((section) => section.entries);
  const first = resume.sections[0];
  const headline =
    first && first.title === '' ? (first.content_lines.find((line) => looksLikeJobTitle(line)) ?? '') : '';
  return [...entries.map((entry) => entry.title), headline].filter((title) => title.trim().length > 0);
}

/**
 * Per field, the share of CVs whose parse matches one of the labelled values. The labels tag every
 * mention in the CV (a designation in the summary as well as in each entry), so a CV counts as read
 * when one of the parser's values for the field matches one of the labelled ones, compared as `normal`
 * does; employers also without their legal form.
 */
export function dotinAccuracy(cvs: readonly DotinCv[]): FieldAccuracy[] {
  const fields = ['email', 'name', 'designation', 'companies'] as const;
  const tally = new Map<string, FieldAccuracy>(
    fields.map((field) => [field, { field, correct: 0, total: 0, misses: [] }]),
  );
  const count = (field: string, file: string, gold: string[], found: string[], ok: boolean) => {
    const entry = tally.get(field);
    if (!entry) return;
    entry.total += 1;
    if (ok) entry.correct += 1;
    else entry.misses.push({ file, gold, found });
  };
  for (const cv of cvs) {
    const resume = parseResume(cv.text);
    const gold = (type: string) => [
      ...new Set(cv.labels.filter((label) => label.type === type).map((label) => label.text)),
    ];
    const emails = gold('Email Address');
    if (emails.length > 0) {
      const email = resume.contact.email || findEmail(cv.text);
      count('email', cv.file, emails, [email], emails.map(normal).includes(normal(email)));
    }
    const names = gold('Name');
    if (names.length > 0)
      count(
        'name',
        cv.file,
        names,
        [resume.contact.name],
        names.map(normal).includes(normal(resume.contact.name)),
      );
    const designations = gold('Designation');
    if (designations.length > 0) {
      const found = parsedDesignations(resume);
      count(
        'designation',
        cv.file,
        designations,
        found,
        found.some((title) => designations.some((label) => holds(normal(title), normal(label)))),
      );
    }
    const companies = employerLabels(gold('Companies worked at'));
    if (companies.length > 0) {
      const found = resume.sections
        .flatMap((section) => section.entries)
        .map((entry) => entry.company)
        .filter((company) => company.trim().length > 0);
      count(
        'companies',
        cv.file,
        companies,
        found,
        found.some((company) => companies.some((label) => holds(employer(company), employer(label)))),
      );
    }
  }
  return [...tally.values()];
}

export interface PrecisionRecall {
  precision: number;
  recall: number;
  f1: number;
  predicted: number;
  gold: number;
}

function goldSpans(sentence: GreenSentence, type: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = -1;
  sentence.tags.forEach((tag, index) => {
    if (tag === `B-${type}`) {
      if (start >= 0) spans.push([start, index]);
      start = index;
    } else if (tag !== `I-${type}` && start >= 0) {
      spans.push([start, index]);
      start = -1;
    }
  });
  if (start >= 0) spans.push([start, sentence.tags.length]);
  return spans;
}

/**
 * Skill extraction on the Green 2022 sentences, entity-level with overlap matching: a predicted span is
 * correct when it shares a token with a gold Skill span; a gold span is found when a prediction overlaps it.
 */
export function greenSkillScores(sentences: readonly GreenSentence[]): PrecisionRecall {
  let truePredicted = 0;
  let predicted = 0;
  let found = 0;
  let gold = 0;
  for (const sentence of sentences) {
    const text = sentence.tokens.join(' ');
    const offsets: number[] = [];
    let cursor = 0;
    for (const token of sentence.tokens) {
      offsets.push(cursor);
      cursor += token.length + 1;
    }
    const tokenAt = (char: number) => {
      let index = 0;
      while (index + 1 < offsets.length && (offsets[index + 1] ?? 0) <= char) index += 1;
      return index;
    };
    // The job reader's own reading of a posting's skills (job-mentions.ts), as analyzeJob reads them.
    const mentions = jobSkillMentions(text).filter((mention) => mention.skill.kind !== 'credential');
    const spans = [
      ...mentions.map((mention) => [mention.start, mention.end] as const),
      ...[...extractPhrases(text), ...compoundPhrases(text)].map(
        (phrase) => [phrase.start, phrase.end] as const,
      ),
    ];
    const predictedSpans = spans.map(
      ([start, end]) => [tokenAt(start), tokenAt(Math.max(start, end - 1)) + 1] as [number, number],
    );
    const merged: Array<[number, number]> = [];
    for (const span of predictedSpans.sort((a, b) => a[0] - b[0])) {
      const last = merged[merged.length - 1];
      if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([...span]);
    }
    const goldList = goldSpans(sentence, 'Skill');
    const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
    predicted += merged.length;
    gold += goldList.length;
    truePredicted += merged.filter((span) => goldList.some((item) => overlaps(span, item))).length;
    found += goldList.filter((item) => merged.some((span) => overlaps(span, item))).length;
  }
  const precision = predicted === 0 ? 0 : truePredicted / predicted;
  const recall = gold === 0 ? 0 : found / gold;
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    predicted,
    gold,
  };
}

/** Groups close enough that a job of one is not an 'unrelated' job for a resume of the other. */
export const RELATED_GROUPS = new Set([
  'software|data',
  'data|software',
  'marketing|sales',
  'sales|marketing',
  'finance|data',
  'data|finance',
  'engineering|software',
  'software|engineering',
]);

export interface FitResult {
  comparisons: number;
  correct: number;
  /** The same without the heterogeneous 'other' group. */
  comparisonsWithoutOther: number;
  correctWithoutOther: number;
}

/** Every resume scored against every job (each parsed and read once), in resume order. */
export interface ScoredPair {
  resume: CorpusDocument;
  job: CorpusDocument;
  report: ScoreDetail['report'];
}

export function scorePairs(
  resumes: readonly CorpusDocument[],
  jobs: readonly CorpusDocument[],
): ScoredPair[] {
  const analyzed = jobs.map((job) => ({ job, analysis: analyzeJob(job.text) }));
  return resumes.flatMap((resume) => {
    const parsed = parseResume(resume.text);
    return analyzed.map(({ job, analysis }) => ({
      resume,
      job,
      report: scoreInDetail({
        resume: parsed,
        job: analysis,
        jobText: job.text,
        industry: 'General Professional',
      }).report,
    }));
  });
}

/** For each resume: every own-group job should get higher tailoring than every unrelated-group job. */
export function fitOrdering(
  resumes: readonly CorpusDocument[],
  jobs: readonly CorpusDocument[],
  pairs: readonly ScoredPair[] = scorePairs(resumes, jobs),
): FitResult {
  const result: FitResult = {
    comparisons: 0,
    correct: 0,
    comparisonsWithoutOther: 0,
    correctWithoutOther: 0,
  };
  for (const resume of resumes) {
    const tailoring = pairs
      .filter((pair) => pair.resume === resume)
      .map((pair) => ({ group: pair.job.group, score: pair.report.scores.tailoring }));
    const own = tailoring.filter((item) => item.group === resume.group);
    const unrelated = tailoring.filter(
      (item) => item.group !== resume.group && !RELATED_GROUPS.has(`${resume.group}|${item.group}`),
    );
    for (const mine of own) {
      for (const other of unrelated) {
        result.comparisons += 1;
        if (mine.score > other.score) result.correct += 1;
        if (resume.group !== 'other') {
          result.comparisonsWithoutOther += 1;
          if (mine.score > other.score) result.correctWithoutOther += 1;
        }
      }
    }
  }
  return result;
}

/** Plausible answers: a figure for every result or scope question, a denial for every skill question. */
export function plausibleAnswers(questions: readonly Question[]): string[] {
  return questions.map((question, index) => {
    switch (question.kind) {
      // Answers vary as people's do: a result with a figure, people served, an error rate.
      case 'bullet_result':
        return [
          `It cut turnaround time from ${5 + (index % 3)} days to 2 for about ${20 + index * 5} people.`,
          `About ${20 + index * 5} people used it every week.`,
          `Errors fell from ${8 + (index % 3)}% to 2% within a year.`,
        ][index % 3] as string;
      case 'bullet_scope':
        return `A team of ${4 + index} people serving ${(index + 1) * 30} clients.`;
      case 'missing_skill':
        return `I have not used ${question.target.subject ?? 'it'}.`;
      case 'missing_summary':
        return 'I bring steady results and clear communication to every team I join.';
      default:
        return '';
    }
  });
}

export interface RefinementOutcome {
  file: string;
  initial: number;
  final: number;
  violations: number;
  addedDeniedSkill: boolean;
}

/** Refines a resume against a job with plausible answers and reports the gain and the guard's findings. */
export function refineWithPlausibleAnswers(
  resume: CorpusDocument,
  jobText: string,
  industry: string,
): RefinementOutcome {
  const analysis = analyze({ resumeText: resume.text, jobDescription: jobText, industry });
  const answers = plausibleAnswers(analysis.questions);
  const result = refine(analysis, answers);
  const denied = analysis.questions
    .filter((question) => question.kind === 'missing_skill')
    .map((question) => question.target.subject ?? '');
  const before = new Set(findSkillMentions(resume.text).map((mention) => mention.skill.name));
  const after = new Set(findSkillMentions(result.text).map((mention) => mention.skill.name));
  return {
    file: resume.file,
    initial: result.final_scores.improvement.initial,
    final: result.final_scores.improvement.final,
    violations: result.provenance.violations.length,
    addedDeniedSkill: denied.some((skill) => after.has(skill) && !before.has(skill)),
  };
}
