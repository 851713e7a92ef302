/**
 * Refinement, as a pipeline of pure steps over a copy of the structured resume:
 * 1. apply each answer to its question's target (results onto bullets, affirmed skills, a summary, a
 *    credential), never adding what an answer denies;
 * 2. rewrite bullets (weak openers, first person, past tense for past roles);
 * 3. standard headings and one date format;
 * 4. spelling, when a speller is given (names, employers and taxonomy skills exempt);
 * 5. a summary from resume facts when there is none;
 * 6. the provenance guard, which reverts any change that brings in an unsupported claim;
 * 7. final scores.
 * Every change is recorded in `history` with before, after, the rule, and its source.
 */
import { formatDateRange, parseDateRange } from '../parse/parse-dates';
import { renderResumeText } from '../parse/render-resume-text';
import { standardTitleFor } from '../parse/section-headings';
import { generateQuestions } from '../questions/generate-questions';
import { experienceMonths, isWallOfText, latestDate } from '../score/measure-resume';
import { DEFAULT_AS_OF, type ScoreDetail, scoreInDetail } from '../score/score-resume';
import { findMisspellings, type Speller } from '../spelling/speller';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { plainTokens, sentences, squash } from '../text/normalize-text';
import type {
  Bullet,
  Derivation,
  ExperienceEntry,
  FinalScores,
  HistoryItem,
  ProvenanceReport,
  Question,
  ScoreReport,
  Section,
  SectionType,
  StructuredResume,
  YearMonth,
} from '../types';
import { buildSummary } from './build-summary';
import { checkProvenance } from './check-provenance';
import { asResumeSentence, deniesSubject, isEmptyAnswer, resultClause, speaksOf } from './read-answer';
import { rewriteBullet } from './rewrite-bullet';
import { finalScores } from './summarize-feedback';

export interface RefineInput {
  resumeText: string;
  jobDescription: string;
  industry: string;
  /** The questions asked (as generated, or their texts); regenerated deterministically when omitted. */
  questions?: ReadonlyArray<Question | string>;
  answers: readonly string[];
  speller?: Speller;
  asOf?: YearMonth;
}

export interface RefineResult {
  final_text: string;
  structured_resume: StructuredResume;
  history: HistoryItem[];
  final_scores: FinalScores;
  initial_score: ScoreReport;
  final_report: ScoreReport;
  /** The guard's report on the final output (after reverting). */
  provenance: ProvenanceReport;
  /** What the guard found before reverting. */
  removed_claims: ProvenanceReport['violations'];
  /** Changes the guard reverted because they carried a claim found in no source. */
  reverted: HistoryItem[];
  questions: Question[];
}

interface Change {
  item: HistoryItem;
  revert: () => void;
}

function copyResume(resume: StructuredResume): StructuredResume {
  return JSON.parse(JSON.stringify(resume)) as StructuredResume;
}

function findBullet(
  resume: StructuredResume,
  bulletId: string,
): { bullet: Bullet; entry: ExperienceEntry | null } | null {
  for (const section of resume.sections) {
    for (const bullet of section.bullets) if (bullet.id === bulletId) return { bullet, entry: null };
    for (const entry of section.entries)
      for (const bullet of entry.bullets) if (bullet.id === bulletId) return { bullet, entry };
  }
  return null;
}

function renumber(resume: StructuredResume): void {
  resume.sections
    .sort((a, b) => a.order - b.order)
    .forEach((section, index) => {
      section.order = index + 1;
    });
}

function nextSectionId(resume: StructuredResume, type: SectionType): string {
  let id = `section-${type}`;
  let counter = 2;
  while (resume.sections.some((section) => section.id === id)) {
    id = `section-${type}-${counter}`;
    counter += 1;
  }
  return id;
}

/** The section of a type, created (after the sections it should follow) when missing. */
function sectionOfType(
  resume: StructuredResume,
  type: SectionType,
  changes: Change[],
  source: string,
): Section {
  const existing = resume.sections.find((section) => section.type === type);
  if (existing) return existing;
  const section: Section = {
    id: nextSectionId(resume, type),
    title: standardTitleFor(type),
    type,
    visible: true,
    order: 0,
    content_lines: [],
    bullets: [],
    entries: [],
  };
  const sorted = [...resume.sections].sort((a, b) => a.order - b.order);
  if (type === 'summary') {
    const first = sorted[0];
    section.order = first && first.title === '' ? first.order + 0.5 : 0.5;
  } else {
    section.order = (sorted[sorted.length - 1]?.order ?? 0) + 1;
  }
  resume.sections.push(section);
  renumber(resume);
  changes.push({
    item: {
      target: section.id,
      before: '',
      after: section.title,
      reason: `${section.title} section added`,
      source,
    },
    revert: () => {
      resume.sections.splice(resume.sections.indexOf(section), 1);
      renumber(resume);
    },
  });
  return section;
}

function questionFor(
  questions: readonly Question[],
  given: Question | string | undefined,
  index: number,
): Question | undefined {
  if (given && typeof given !== 'string') return given;
  if (typeof given === 'string')
    return questions.find((question) => question.text === given) ?? questions[index];
  return questions[index];
}

function entryNamedIn(
  resume: StructuredResume,
  answer: string,
  fallbackId: string | null,
): ExperienceEntry | null {
  const entries = resume.sections.flatMap((section) => section.entries);
  const lower = answer.toLowerCase();
  return (
    entries.find(
      (entry) =>
        entry.company.length > 2 &&
        !/company name/i.test(entry.company) &&
        lower.includes(entry.company.toLowerCase()),
    ) ??
    entries.find((entry) => entry.id === fallbackId) ??
    entries[0] ??
    null
  );
}

/** Adds a new line to a section (first or last) and records it as a change that can be taken back. */
function addLine(
  section: Section,
  text: string,
  where: 'first' | 'last',
  item: { reason: string; source: string },
  changes: Change[],
): void {
  if (where === 'first') section.content_lines.unshift(text);
  else section.content_lines.push(text);
  changes.push({
    item: { target: section.id, before: '', after: text, ...item },
    revert: () => {
      section.content_lines.splice(section.content_lines.indexOf(text), 1);
    },
  });
}

function applyAnswer(
  resume: StructuredResume,
  question: Question,
  answer: string,
  changes: Change[],
  derivations: Derivation[],
): boolean {
  const subject = question.target.subject;
  if (isEmptyAnswer(answer)) return false;
  const denied = deniesSubject(answer, subject);
  switch (question.kind) {
    case 'bullet_result':
    case 'bullet_scope': {
      if (denied && !/\d/.test(answer)) return false;
      const found = question.target.bullet_id ? findBullet(resume, question.target.bullet_id) : null;
      const clause =
        resultClause(answer) ??
        (sentences(answer)[0] && (sentences(answer)[0] ?? '').split(' ').length <= 20
          ? asResumeSentence(sentences(answer)[0] ?? '').replace(/\.$/, '')
          : null);
      if (!clause) return false;
      if (found) {
        const { bullet } = found;
        const before = bullet.text;
        bullet.text = `${before.replace(/[.;,\s]+$/, '')} — ${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
        changes.push({
          item: {
            target: bullet.id,
            before,
            after: bullet.text,
            reason: question.kind === 'bullet_scope' ? 'scope from an answer' : 'result from an answer',
            source: answer,
          },
          revert: () => {
            bullet.text = before;
          },
        });
        return true;
      }
      const entry = entryNamedIn(resume, answer, question.target.entry_id);
      if (!entry) return false;
      const bullet: Bullet = {
        id: `${entry.id}-a${entry.bullets.length + 1}`,
        text: asResumeSentence(clause),
        original_char: entry.bullets[0]?.original_char || '•',
      };
      entry.bullets.unshift(bullet);
      changes.push({
        item: {
          target: bullet.id,
          before: '',
          after: bullet.text,
          reason: 'result from an answer',
          source: answer,
        },
        revert: () => {
          entry.bullets.splice(entry.bullets.indexOf(bullet), 1);
        },
      });
      return true;
    }
    case 'missing_skill': {
      if (!subject || denied || !speaksOf(answer, subject)) return false;
      derivations.push({ value: subject, how: `affirmed in the answer to "${question.text}"` });
      const skills = sectionOfType(resume, 'skills', changes, answer);
      const lastIndex = skills.content_lines.length - 1;
      const last = skills.content_lines[lastIndex];
      if (last !== undefined && /,/.test(last)) {
        skills.content_lines[lastIndex] = `${last.replace(/[.\s]+$/, '')}, ${subject}`;
        changes.push({
          item: {
            target: skills.id,
            before: last,
            after: skills.content_lines[lastIndex] ?? '',
            reason: 'skill added: the answer confirms it',
            source: answer,
          },
          revert: () => {
            skills.content_lines[lastIndex] = last;
          },
        });
      } else {
        addLine(
          skills,
          subject,
          'last',
          { reason: 'skill added: the answer confirms it', source: answer },
          changes,
        );
      }
      // The experience line must speak of the skill: by name, or as 'it'.
      const detailSentence = sentences(squash(answer)).find(
        (sentence) =>
          sentence.split(' ').length >= 6 &&
          (speaksOf(sentence, subject) || /\b(?:it|them)\b/i.test(sentence)),
      );
      const entry = detailSentence ? entryNamedIn(resume, answer, question.target.entry_id) : null;
      if (detailSentence && entry) {
        const text = asResumeSentence(detailSentence).replace(/\bit\b/, subject);
        const bullet: Bullet = {
          id: `${entry.id}-a${entry.bullets.length + 1}`,
          text,
          original_char: entry.bullets[0]?.original_char ?? '',
        };
        entry.bullets.push(bullet);
        changes.push({
          item: {
            target: bullet.id,
            before: '',
            after: text,
            reason: `${subject} shown in experience, from an answer`,
            source: answer,
          },
          revert: () => {
            entry.bullets.splice(entry.bullets.indexOf(bullet), 1);
          },
        });
      }
      return true;
    }
    case 'missing_summary':
    case 'title_mismatch': {
      if (question.kind === 'title_mismatch' && denied) return false;
      const text = sentences(squash(answer)).slice(0, 2).map(asResumeSentence).filter(Boolean).join(' ');
      if (!text) return false;
      const reason =
        question.kind === 'missing_summary' ? 'summary from an answer' : 'relevant experience from an answer';
      addLine(
        sectionOfType(resume, 'summary', changes, answer),
        text,
        'first',
        { reason, source: answer },
        changes,
      );
      return true;
    }
    case 'missing_credential': {
      if (denied) return false;
      const text = asResumeSentence(sentences(squash(answer))[0] ?? '').replace(/\.$/, '');
      if (!text) return false;
      const section = sectionOfType(resume, 'certifications', changes, answer);
      addLine(section, text, 'last', { reason: 'credential from an answer', source: answer }, changes);
      return true;
    }
    default:
      return false;
  }
}

/**
 * Breaks a wall of text inside a job into one bullet per sentence, word for word: the reader and the ATS
 * find each result on its own line. A paragraph whose sentences cannot be told apart (no full stops) is
 * left whole rather than cut at a guess.
 */
function splitWallsOfText(resume: StructuredResume, changes: Change[]): void {
  for (const entry of resume.sections.flatMap((section) => section.entries)) {
    const glyph = entry.bullets.find((bullet) => bullet.original_char !== '')?.original_char ?? '•';
    for (const paragraph of [...entry.bullets]) {
      if (!isWallOfText(paragraph)) continue;
      const parts: string[] = [];
      for (const sentence of sentences(paragraph.text)) {
        const last = parts.length - 1;
        // A fragment of a few words belongs with the sentence before it.
        if (last >= 0 && sentence.split(/\s+/).length < 4) parts[last] = `${parts[last]} ${sentence}`;
        else parts.push(sentence);
      }
      if (parts.length < 2) continue;
      const at = entry.bullets.indexOf(paragraph);
      const split: Bullet[] = parts.map((text, index) => ({
        id: `${paragraph.id}-s${index + 1}`,
        text,
        original_char: glyph,
      }));
      entry.bullets.splice(at, 1, ...split);
      changes.push({
        item: {
          target: paragraph.id,
          before: paragraph.text,
          after: parts.join('\n'),
          reason: 'paragraph split into bullets, one sentence each',
          source: paragraph.text,
        },
        revert: () => {
          const from = entry.bullets.indexOf(split[0] as Bullet);
          if (from >= 0) entry.bullets.splice(from, split.length, paragraph);
        },
      });
    }
  }
}

function rewriteExperience(resume: StructuredResume, changes: Change[]): void {
  for (const entry of resume.sections.flatMap((section) => section.entries)) {
    const range = parseDateRange(entry.dates);
    const pastRole = range !== null && !range.current;
    for (const bullet of entry.bullets) {
      if (bullet.id.includes('-a')) continue;
      const before = bullet.text;
      const rewrite = rewriteBullet(before, pastRole);
      if (rewrite.text === before) continue;
      bullet.text = rewrite.text;
      changes.push({
        item: {
          target: bullet.id,
          before,
          after: rewrite.text,
          reason: rewrite.rules.join('; '),
          source: before,
        },
        revert: () => {
          bullet.text = before;
        },
      });
    }
  }
}

function standardizeHeadings(resume: StructuredResume, changes: Change[]): void {
  for (const section of resume.sections) {
    if (!section.title || section.type === 'general') continue;
    const standard = standardTitleFor(section.type);
    if (!standard || standard.toLowerCase() === section.title.toLowerCase()) continue;
    const before = section.title;
    section.title = standard;
    changes.push({
      item: {
        target: section.id,
        before,
        after: standard,
        reason: 'standard section heading',
        source: before,
      },
      revert: () => {
        section.title = before;
      },
    });
  }
}

function normalizeDates(resume: StructuredResume, changes: Change[]): void {
  for (const entry of resume.sections.flatMap((section) => section.entries)) {
    const range = parseDateRange(entry.dates);
    if (!range) continue;
    const formatted = formatDateRange(range);
    if (formatted === entry.dates) continue;
    const before = entry.dates;
    entry.dates = formatted;
    changes.push({
      item: { target: entry.id, before, after: formatted, reason: 'one date format', source: before },
      revert: () => {
        entry.dates = before;
      },
    });
  }
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words: 'recieve' is 1 from 'receive'. */
function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * A suggestion is taken only when it is plainly the word meant: one slip of the keyboard away (two for
 * long words), same first letter. Anything further is more likely a real word the dictionary lacks
 * ('diarize', a trade term) than a typo, and is left as written.
 */
function isLikelyTypoOf(word: string, candidate: string): boolean {
  if (!/^[a-z]+$/.test(candidate) || candidate[0] !== word[0]) return false;
  return typoDistance(candidate, word) <= (word.length >= 9 ? 2 : 1);
}

/**
 * The title a summary opens with: the resume's own headline when it names a role ('SOFTWARE ENGINEER' at
 * the top), as the person chose to present themselves; else the latest entry's title. A headline in
 * capitals is written in title case.
 */
function summaryTitle(headline: string, latestTitle: string): string {
  const trimmed = headline.trim();
  if (!trimmed || !looksLikeJobTitle(trimmed)) return latestTitle;
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) => `${first.toUpperCase()}${rest}`)
    .replace(/\b(And|Of|For|The|In|At|To)\b/g, (word) => word.toLowerCase());
}

/**
 * Two words run together ('ontime', 'inhouse', 'realtime'): a style choice or a missing space or hyphen,
 * not a misspelt word. The nearest dictionary word ('onetime') would change the meaning, so it stays.
 */
function isRunTogether(word: string, speller: Speller): boolean {
  for (let cut = 2; cut <= word.length - 2; cut += 1) {
    if (speller.correct(word.slice(0, cut)) && speller.correct(word.slice(cut))) return true;
  }
  return false;
}

/** At most this many spelling fixes: suggestions cost milliseconds each. */
const MAX_SPELLING_FIXES = 25;

function fixSpelling(resume: StructuredResume, speller: Speller, changes: Change[]): void {
  const exempt = new Set<string>();
  for (const entry of resume.sections.flatMap((section) => section.entries)) {
    for (const token of plainTokens(`${entry.company} ${entry.title} ${entry.location}`)) exempt.add(token);
  }
  for (const token of plainTokens(resume.contact.name)) exempt.add(token);
  const bullets = resume.sections.flatMap((section) => [
    ...section.bullets,
    ...section.entries.flatMap((entry) => entry.bullets),
  ]);
  let fixes = 0;
  for (const bullet of bullets) {
    if (fixes >= MAX_SPELLING_FIXES) break;
    for (const word of findMisspellings(bullet.text, speller, exempt)) {
      if (fixes >= MAX_SPELLING_FIXES) break;
      if (isRunTogether(word, speller)) continue;
      const suggestion = speller.suggest(word).find((candidate) => isLikelyTypoOf(word, candidate));
      if (!suggestion) continue;
      const before = bullet.text;
      bullet.text = before.replace(new RegExp(`\\b${word}\\b`), suggestion);
      if (bullet.text === before) continue;
      fixes += 1;
      changes.push({
        item: {
          target: bullet.id,
          before,
          after: bullet.text,
          reason: `spelling: '${word}' to '${suggestion}'`,
          source: before,
        },
        revert: () => {
          bullet.text = before;
        },
      });
    }
  }
}

function addSummaryIfMissing(
  resume: StructuredResume,
  detail: ScoreDetail,
  answerResult: string | null,
  asOf: YearMonth,
  changes: Change[],
  derivations: Derivation[],
): void {
  const existing = resume.sections.find(
    (section) =>
      section.type === 'summary' && (section.content_lines.length > 0 || section.bullets.length > 0),
  );
  if (existing) return;
  const entries = resume.sections.flatMap((section) => section.entries);
  if (entries.length === 0) return;
  const months = experienceMonths(entries, asOf);
  const built = buildSummary({
    latestTitle: summaryTitle(detail.facts.headline, detail.facts.latestTitle),
    years: months / 12,
    months,
    evidence: detail.tailoring.evidence,
    resultFromAnswers: answerResult,
  });
  if (!built.text) return;
  derivations.push(...built.derivations);
  const summary = sectionOfType(resume, 'summary', changes, 'resume facts');
  addLine(
    summary,
    built.text,
    'last',
    {
      reason: 'summary assembled from resume facts',
      source: built.derivations.map((item) => item.how).join('; ') || 'latest title and skills in the resume',
    },
    changes,
  );
}

export function refineResume(input: RefineInput): RefineResult {
  const options = {
    ...(input.speller ? { speller: input.speller } : {}),
    ...(input.asOf ? { asOf: input.asOf } : {}),
  };
  const initial = scoreInDetail(input.resumeText, input.jobDescription, input.industry, options);
  const generated = generateQuestions(initial);
  const asOf = input.asOf ?? latestDate(initial.resume, DEFAULT_AS_OF);
  const original = initial.resume;
  const refined = copyResume(original);
  const changes: Change[] = [];
  const derivations: Derivation[] = [];
  const usableAnswers: string[] = [];
  let answerResult: string | null = null;

  input.answers.forEach((rawAnswer, index) => {
    const answer = (rawAnswer ?? '').slice(0, 2000);
    const question = questionFor(generated, input.questions?.[index], index);
    if (!question) return;
    const applied = applyAnswer(refined, question, answer, changes, derivations);
    if (applied) {
      usableAnswers.push(answer);
      if (!answerResult && (question.kind === 'bullet_result' || question.kind === 'bullet_scope'))
        answerResult = resultClause(answer);
    }
  });
  splitWallsOfText(refined, changes);
  rewriteExperience(refined, changes);
  standardizeHeadings(refined, changes);
  normalizeDates(refined, changes);
  if (input.speller) fixSpelling(refined, input.speller, changes);
  addSummaryIfMissing(refined, initial, answerResult, asOf, changes, derivations);

  // The guard: revert every change whose output carries a claim found in no source.
  const guardInput = () => ({ original, refined, answers: usableAnswers, derivations });
  const first = checkProvenance(guardInput());
  const reverted: HistoryItem[] = [];
  if (!first.ok) {
    const badLines = new Set(
      first.violations
        .filter((violation) => !violation.kind.startsWith('dropped'))
        .map((violation) => violation.line),
    );
    for (const change of [...changes].reverse()) {
      const after = change.item.after;
      if (after.length > 0 && [...badLines].some((line) => after.includes(line) || line.includes(after))) {
        change.revert();
        reverted.push(change.item);
      }
    }
  }
  // A section added only to hold a reverted change goes too.
  for (const change of changes) {
    if (!change.item.reason.endsWith('section added') || reverted.includes(change.item)) continue;
    const section = refined.sections.find((item) => item.id === change.item.target);
    if (
      section &&
      section.content_lines.length === 0 &&
      section.bullets.length === 0 &&
      section.entries.length === 0
    ) {
      change.revert();
      reverted.push(change.item);
    }
  }
  const provenance = checkProvenance(guardInput());
  const history = changes.map((change) => change.item).filter((item) => !reverted.includes(item));
  const finalDetail = scoreInDetail(refined, input.jobDescription, input.industry, options, initial.job);
  return {
    final_text: renderResumeText(refined),
    structured_resume: refined,
    history,
    final_scores: finalScores(initial.report, finalDetail.report, history),
    initial_score: initial.report,
    final_report: finalDetail.report,
    provenance,
    removed_claims: first.violations,
    reverted,
    questions: generated,
  };
}
