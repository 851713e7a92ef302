/**
 * Refinement: `refine(analysis, answers) -> Refinement`, reusing the analysis (the parsed resume, the job
 * reading, the questions) instead of computing it again. A numbered pipeline of pure steps, each proposing
 * edits on line ids:
 * 1. answers: facts written where they belong (apply-answers.ts);
 * 2. paragraphs and 'I ...' sentences inside a role become bullets, word for word;
 * 3. bullets: first person out, past tense for past roles and present for the current one, 'Responsible
 *    for managing' -> 'Managed' (never a weak opener for another);
 * 4. standard headings; one date format;
 * 5. one summary of two or three sentences when there is none (or the user's statement added to it).
 * Every proposed edit is judged once by the provenance guard (its claims must be found in the resume, the
 * answers or a recorded derivation) and applied only when it passes; the history is the applied edits.
 * A second writer (a language model) proposes edits through the same `propose` and the same guard.
 */
import { dateStyle, formatDateRange, parseDateRange } from '../parse/parse-dates';
import { renderResumeText } from '../parse/render-resume-text';
import { isCommonHeading } from '../parse/section-headings';
import { holdsWork } from '../parse/work-sections';
import type { Analysis } from '../pipeline/analyze';
import { type ClaimSources, extendClaimSources, readClaimSources } from '../review/claim-sources';
import { judgeEdit } from '../review/judge-edit';
import { isWallOfText } from '../score/measure-resume';
import { type ScoreOptions, scoreInDetail } from '../score/score-resume';
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { capitalize, sentences, squash, stableHash, wordCount } from '../text/normalize-text';
import type {
  Derivation,
  ExperienceEntry,
  FinalScores,
  HistoryItem,
  ProvenanceReport,
  ProvenanceViolation,
  ScoreReport,
  Section,
  StructuredResume,
  UnusedAnswer,
} from '../types';
import { type AnswerContext, applyAnswers, headingInStyle, UNUSED_REASONS } from './apply-answers';
import { checkProvenance } from './check-provenance';
import {
  addedText,
  applyEdit,
  applyEdits,
  copyResume,
  type Edit,
  historyOf,
  type ProposedEdit,
  withId,
} from './edits';
import { parseClause, readAnswer } from './read-answer';
import { rewriteBullet } from './rewrite-bullet';
import { finalScores } from './summarize-feedback';
import { baseOfGerund, baseOfVerb, isDictionaryVerb, isPastForm, pastOfVerb, presentOf } from './verb-forms';
import { AHEAD, cleanWords } from './write-line';

export interface Refinement {
  /** The refined resume and its text. */
  resume: StructuredResume;
  text: string;
  /** The applied edits, in order: what the history shows and a revert undoes. */
  edits: Edit[];
  history: HistoryItem[];
  /** Edits the guard refused, with what it found. */
  rejected: Array<{ edit: ProposedEdit; violations: ProvenanceViolation[] }>;
  unused_answers: UnusedAnswer[];
  derivations: Derivation[];
  report: ScoreReport;
  final_scores: FinalScores;
  /** The guard's verdict on the whole output: claims and anything of the original dropped. */
  provenance: ProvenanceReport;
}

/** A writer proposes edits on the resume as it stands; the guard decides. */
export type EditWriter = (context: WriterContext) => void;

export interface WriterContext {
  analysis: Analysis;
  answers: readonly string[];
  resume(): StructuredResume;
  propose(edit: ProposedEdit): boolean;
  /** Several edits that stand or fall together. */
  proposeAll(edits: readonly ProposedEdit[]): boolean;
}

/** 2. Paragraphs in a role, and 'I ...' sentences, as bullets: one sentence each, word for word. */
function splitParagraphs(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const glyph =
    resume.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets)).find((b) => b.original_char)
      ?.original_char ?? '•';
  for (const section of resume.sections) {
    for (const entry of section.entries) {
      for (const paragraph of entry.bullets) {
        if (paragraph.original_char !== '') continue;
        const parts: string[] = [];
        for (const sentence of sentences(paragraph.text)) {
          const last = parts.length - 1;
          // A fragment of a few words belongs with the sentence before it.
          if (last >= 0 && sentence.split(/\s+/).length < 4) parts[last] = `${parts[last]} ${sentence}`;
          else parts.push(sentence);
        }
        const firstPerson = /^(?:i|we)\s/i.test(paragraph.text);
        if (parts.length < 2 && !(firstPerson && parts.length === 1 && !isWallOfText(paragraph))) continue;
        if (parts.length < 2 && !firstPerson) continue;
        edits.push({
          op: 'split_bullet',
          section_id: section.id,
          entry_id: entry.id,
          bullet: { ...paragraph },
          pieces: parts.map((text, index) => ({
            id: `${paragraph.id}-s${index + 1}`,
            text,
            original_char: glyph,
          })),
          reason: 'paragraph split into bullets, one sentence each',
          source: paragraph.text,
          origin: { kind: 'resume' },
        });
      }
    }
  }
  return edits;
}

/**
 * A summary's sentences as summaries are written, without 'I': 'I own the online assortment' -> 'Owns the
 * online assortment'; 'I am a detail-oriented planner' -> 'Detail-oriented planner'; 'I've led' -> 'Has
 * led'. A sentence whose first words are not 'I' and a verb stays as written.
 */
function summaryWithoutI(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  const summary = resume.sections.find((section) => section.type === 'summary') ?? introStatement(resume);
  summary?.content_lines.forEach((line, index) => {
    const after = sentences(line)
      .map((sentence) => thirdPerson(sentence) ?? sentence)
      .join(' ');
    if (after === line || !after.trim()) return;
    edits.push({
      op: 'set_line',
      section_id: summary.id,
      index,
      before: line,
      after,
      reason: 'first person out of the summary',
      source: line,
      origin: { kind: 'resume' },
    });
  });
  return edits;
}

function thirdPerson(sentence: string): string | null {
  const being = /^I(?:['’]m| am)\s+(?:an?\s+)?(.+)$/.exec(sentence.trim());
  if (being) return capitalize(being[1] ?? '');
  const perfect = /^I(?:['’]ve| have)\s+([a-z]+)\b(.*)$/.exec(sentence.trim());
  if (perfect && baseOfVerb(perfect[1] ?? '') && !/^(?:been|had|got)$/.test(perfect[1] ?? ''))
    return `Has ${perfect[1]}${perfect[2]}`;
  const plain = /^I\s+([a-z]+)\b(.*)$/.exec(sentence.trim());
  const said = plain?.[1] ?? '';
  const base = baseOfVerb(said) || (isDictionaryVerb(said) ? said : '');
  if (!plain || !base) return null;
  const word = plain[1] ?? '';
  const verb = word === base ? presentOf(base) : word;
  if (/\b(?:I|me|my|mine)\b/.test(plain[2] ?? '')) return null;
  return `${capitalize(verb)}${(plain[2] ?? '').replace(/\bour\b/g, 'the')}`;
}

/** 3. Bullets that need no new fact: first person, tense, 'Responsible for managing' -> 'Managed'. */
function rewriteBullets(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  for (const section of resume.sections) {
    for (const entry of section.entries) {
      const current = parseDateRange(entry.dates)?.current ?? false;
      const past = parseDateRange(entry.dates) !== null && !current;
      for (const bullet of entry.bullets) {
        const rewrite = rewriteBullet(bullet.text, past, current);
        if (rewrite.text === bullet.text) continue;
        edits.push({
          op: 'set_bullet',
          section_id: section.id,
          entry_id: entry.id,
          bullet_id: bullet.id,
          before: bullet.text,
          after: rewrite.text,
          reason: rewrite.rules.join('; '),
          source: bullet.text,
          origin: { kind: 'resume' },
        });
      }
    }
  }
  return edits;
}

const SEASON_WORD = /\b(?:spring|summer|fall|autumn|winter)s?\b/i;

/** 4. Standard headings and one date format. */
function standardize(resume: StructuredResume): ProposedEdit[] {
  const edits: ProposedEdit[] = [];
  // Dates written one way throughout stay as written ('March 2021 - Present' is no worse than 'Mar 2021 –
  // Present'); only a resume that mixes styles gets one.
  const styles = new Set(
    resume.sections
      .flatMap((section) => section.entries)
      .map((entry) => (entry.dates.trim() ? dateStyle(entry.dates) : ''))
      .filter((style) => style !== ''),
  );
  const mixedDates = styles.size > 1;
  for (const section of resume.sections) {
    if (section.title && section.type !== 'general') {
      const standard = headingInStyle(resume, section.type, section.title);
      // 'LICENSES AND CERTIFICATIONS' is the standard heading already: case and '&'/'and' aside.
      const plain = (title: string) =>
        title
          .toLowerCase()
          .replace(/\s*&\s*/g, ' and ')
          .replace(/\s+/g, ' ')
          .trim();
      // A heading that is the standard one shortened ('Certifications' of 'Licenses & Certifications'),
      // a sentence ('References available upon request'), a kind of its own ('Professional Development')
      // or the twin of another section's stays as written.
      const words = plain(section.title)
        .split(/[\s/]+/)
        .filter((word) => word !== 'and');
      const shortened = words.every((word) => plain(standard).split(' ').includes(word));
      const ownKind =
        /\b(?:development|training|courses?|coursework|continuing|education|workshops?)\b/i.test(
          section.title,
        ) && section.type !== 'education';
      // 'TEACHING EXPERIENCE' and 'RELATED EXPERIENCE': two sections of one kind keep the names that
      // tell them apart.
      const twin = resume.sections.some(
        (other) =>
          other.id !== section.id &&
          other.title !== '' &&
          (plain(other.title) === plain(standard) || other.type === section.type),
      );
      // An objective is renamed only by the summary that takes its place, never over its own words.
      const objective = /objective/i.test(section.title);
      const keep =
        shortened ||
        ownKind ||
        twin ||
        objective ||
        isCommonHeading(section.title) ||
        section.type === 'references' ||
        words.length > 4;
      if (standard && !keep && plain(standard) !== plain(section.title)) {
        edits.push({
          op: 'set_title',
          section_id: section.id,
          before: section.title,
          after: standard,
          reason: 'standard section heading',
          source: section.title,
          origin: { kind: 'resume' },
        });
      }
    }
    for (const entry of mixedDates ? section.entries : []) {
      // A season says less than a month: 'Summer 2020' as 'Jun 2020' would state a month the resume never
      // gave. Such dates stay as written.
      if (SEASON_WORD.test(entry.dates)) continue;
      const range = parseDateRange(entry.dates);
      if (!range) continue;
      const formatted = formatDateRange(range);
      if (formatted === entry.dates) continue;
      edits.push({
        op: 'set_dates',
        section_id: section.id,
        entry_id: entry.id,
        before: entry.dates,
        after: formatted,
        reason: 'one date format',
        source: entry.dates,
        origin: { kind: 'resume' },
      });
    }
  }
  return edits;
}

/** Titles that are no paid work: internships and assistantships do not count toward years of experience. */
const UNPAID_TITLE =
  /\b(?:intern|internship|trainee|apprentice|student|research assistant|teaching assistant|graduate assistant|volunteer|fellow)\b/i;

export function paidEntries(resume: StructuredResume): ExperienceEntry[] {
  return resume.sections
    .filter((section) => holdsWork(section) && section.type !== 'education')
    .flatMap((section) => section.entries)
    .filter((entry) => !UNPAID_TITLE.test(entry.title));
}

/**
 * The title a summary opens with: the resume's own headline when it names a role, as the person chose to
 * present themselves; else the latest entry's title. A headline in capitals is written in title case.
 */
function _summaryTitle(headline: string, latestTitle: string): string {
  const trimmed = headline.trim();
  if (!trimmed || !looksLikeJobTitle(trimmed)) return latestTitle;
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) => `${first.toUpperCase()}${rest}`)
    .replace(/\b(And|Of|For|The|In|At|To)\b/g, (word) => word.toLowerCase());
}

/** The first person a summary cannot say, mid-sentence. */
const SUMMARY_FIRST_PERSON =
  /(?<![\p{L}'’-])(?:i|me|my|mine|myself|we|us|our|ours)(?:['’](?:ve|d|m|ll|re))?(?![\p{L}-])/iu;

/**
 * A summary sentence from the user's words, third person without a subject as summaries are written:
 * 'I am a dependable dispatcher with 9 years ...' -> 'Dependable dispatcher with 9 years ...'; 'I have 6
 * years of ...' -> '6 years of ...'; 'I keep projects on schedule' -> 'Keeps projects on schedule' (the
 * verb table's form). A part that would keep the first person is left out.
 */
/** 'broker loads and negotiate rates': a verb joined on takes the present a summary says it in. */
function joinedVerbsInPresent(rest: string): string {
  return rest.replace(/\b(and|or)\s+([a-z]+)\b/g, (all, joint: string, word: string) =>
    baseOfVerb(word) === word && (verbForms(word) !== undefined || isDictionaryVerb(word))
      ? `${joint} ${presentOf(word)}`
      : all,
  );
}

function summarySentence(text: string): string {
  const parts: string[] = [];
  for (const fact of readAnswer(text)) {
    if (fact.kind === 'nothing' || fact.kind === 'tool_not_used') continue;
    // 'I'm registered for an NRP course in March': not done yet, so not a summary's to say.
    if (AHEAD.test(fact.text)) continue;
    // 'I have 4 years of experience and I finished 7 projects': each clause on its own.
    const clauses = fact.text.split(/\s+and\s+(?=(?:i|we)\b)/i);
    for (const raw of clauses) {
      const said = cleanWords(raw)
        .replace(/^(?:yes|yeah|sure|not sure|no)[,.!]?\s*/i, '')
        // 'I've got about 10 years' is 'I have about 10 years'.
        .replace(/^(i|we)['’]ve got\b/i, '$1 have');
      const clause = parseClause(said);
      let sentence = '';
      // 'Platform engineer with a background in Linux operations, focused on ...': the person as a
      // summary names them, as said.
      const head = said.split(/\s+(?:with|who|and)\s+|,\s*/)[0] ?? '';
      // 'I've run a 312-unit community ... and taken occupancy from 91% to 96%': 'Has run ... and taken'.
      const perfect = /^(?:i|we)(?:['’]ve|\s+have)\s+(?!to\b|been\b|not\b|never\b)([a-z]+)\b(.*)$/i.exec(
        said,
      );
      if (head !== said && looksLikeJobTitle(head) && !SUMMARY_FIRST_PERSON.test(said)) sentence = said;
      else if (perfect && baseOfVerb(perfect[1] ?? '') && !/ing$|s$/.test(perfect[1] ?? ''))
        sentence = `has ${perfect[1]}${perfect[2]}`;
      else if (clause.subject === 'self' && (clause.base === 'be' || clause.base === 'have'))
        // 'I am a dependable dispatcher with 9 years': what they are; 'I've been in banking since ...' is no
        // sentence of its own without its subject.
        sentence = /^(?:in|at|on|with|for|from|into|since|around|here|there|doing|working)\b/i.test(
          clause.rest.trim(),
        )
          ? ''
          : joinedVerbsInPresent(clause.rest.replace(/^(?:an?|the|really|very|got)\s+/i, ''));
      // 'Loves the document-digging side': a feeling, not what a summary says of a person.
      else if (
        clause.subject === 'self' &&
        /^(?:love|like|enjoy|want|hope|wish|think|feel|guess|prefer|miss)$/.test(clause.base)
      )
        sentence = '';
      else if (clause.subject === 'self' && clause.verb) {
        const known =
          verbForms(clause.base) !== undefined ||
          baseOfVerb(clause.base) === clause.base ||
          isDictionaryVerb(clause.base);
        const saidPast =
          clause.verb.toLowerCase() !== clause.base && clause.verb.toLowerCase() === pastOfVerb(clause.base);
        const verb = saidPast ? clause.verb.toLowerCase() : known ? presentOf(clause.base) : undefined;
        // 'I book broker loads and negotiate rates': the verb joined to it takes the same form.
        const rest = saidPast ? clause.rest : joinedVerbsInPresent(clause.rest);
        if (verb) sentence = `${verb} ${rest}`;
      } else if (
        clause.subject === 'none' &&
        looksLikeJobTitle(clause.rest.split(/\s+(?:with|who|and)\s+/)[0] ?? '')
      )
        sentence = clause.rest;
      // 'Backend engineer who builds event-driven services': the person, as a summary names them.
      else if (
        clause.subject === 'other' &&
        /\s+who$/i.test(clause.subjectText) &&
        looksLikeJobTitle(clause.subjectText.replace(/\s+who$/i, ''))
      )
        sentence = `${clause.subjectText} ${clause.verb} ${clause.rest}`;
      // 'Zero recordables in 2023', '12 years on the line': a counted fact stands in a summary as said.
      else if (
        clause.subject === 'none' &&
        /\d|\b(?:zero|no)\s+\w/i.test(clause.rest) &&
        !/^(?:no|not|none|nope)\b/i.test(clause.rest.trim().replace(/^zero\b/i, 'x'))
      )
        sentence = clause.rest;
      sentence = cleanWords(sentence).replace(/[.!\s]+$/, '');
      if (!sentence || SUMMARY_FIRST_PERSON.test(sentence) || sentence.split(/\s+/).length < 3) continue;
      // A summary says who the person is and what they have done, briefly: not a story ('After a storm
      // in 2022 ...'), an 'it' with nothing to mean ('On it about 5 years'), a plan ('Studies for the
      // CPP') or a long ramble.
      if (
        /^(?:after|when|once|during|before|while|one time|last (?:week|month|year))\b/i.test(sentence) ||
        // 'Just a collections assistant and interns', 'Mostly light commercial': the rest of an answer's
        // thought, not a sentence of a summary; nor is talk of the resume ('the resume still says ...').
        /^(?:just|only|mostly|mainly|also|but|and|except|not)\b/i.test(sentence) ||
        /\b(?:resume|résumé|cv)\b/i.test(sentence) ||
        // ('work that saves $48K' is a relative clause, not a 'that' with nothing to mean.)
        /\b(?:it|this|them|he|she|his|her|there|here)\b|\bthat\b(?!\s+[a-z]+(?:s|ed)\b)/i.test(sentence) ||
        /^(?:studies|studying|plans|hopes|wants|loves|likes|enjoys|is studying|is working toward|starts|begins|ready|excited|eager|happy|glad|open to)\b/i.test(
          sentence,
        ) ||
        /\b(?:next (?:week|month|year|spring|summer|fall|semester)|going to|will)\b/i.test(sentence) ||
        /\b(?:real|pretty|super|really|kind of|sort of|stuff|things|a lot|lots of|tons of|guy|guys|kinda|gonna)\b/i.test(
          sentence,
        ) ||
        sentence.split(/\s+/).length > 28
      )
        continue;
      parts.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    }
  }
  return parts.join(' ');
}

/**
 * A statement under the name with no heading ('Warehouse supervisor with 10 years in distribution ...')
 * is the resume's summary: what the user adds goes there, not into a second summary.
 */
function introStatement(resume: StructuredResume): Section | undefined {
  const first = [...resume.sections].sort((a, b) => a.order - b.order)[0];
  if (first?.title !== '' || first.entries.length > 0 || first.bullets.length > 0) return undefined;
  // Prose: words in lower case a sentence has, not a headline of titles and pipes or an address.
  const prose = first.content_lines.filter(
    (line) =>
      line.split(/\s+/).length >= 8 &&
      line.split(/\s+/).filter((word) => /^[a-z]/.test(word)).length >= 5 &&
      !/[|•]/.test(line) &&
      !/@|\d{3}[-. )]\d{3}|\b\d{5}(?:-\d{4})?\b/.test(line),
  );
  return prose.length > 0 && prose.length === first.content_lines.length ? first : undefined;
}

/** An objective said inside a sentence: '... technician seeking a position in a hospital where I can grow'. */
const OBJECTIVE_INSIDE =
  /\b(?:seeking|looking for|looking to obtain|to obtain|in search of)\s+(?:a|an)\s+(?:[\w&/-]+\s+){0,6}(?:position|role|job|opportunity|career)\b/i;

/** A summary that is an objective ('Seeking a position ...'): a new summary takes its place. */
const OBJECTIVE =
  /^(?:objective|seeking|to obtain|to secure|to join|looking for|looking to|searching for|a (?:challenging|full-time|part-time|position|role)|an? (?:entry|opportunity)|obtain|secure)\b/i;

/**
 * The person's statement as a summary: 'Books 8-12 broker loads a week and negotiates rates' opens with
 * what they are ('Dispatcher who books ...'), taken from the role the resume leads with; a statement that
 * names the person already ('Telemetry nurse with BLS who ...') stands as said.
 */
function ledByTitle(context: WriterContext, user: string): string {
  const first = user.split(/\s+/)[0] ?? '';
  const verb = /s$/.test(first) && baseOfVerb(first.toLowerCase().replace(/e?s$/, '')) !== undefined;
  // 'Running jobs as lead since 2021 ...', 'About 6.5 years in GIS ...': a fragment without the person,
  // whom the title names ('Journeyman Electrician running jobs ...', 'GIS Analyst with about 6.5 years').
  const doing = /^\p{Lu}\p{Ll}+ing$/u.test(first) && baseOfGerund(first.toLowerCase()) !== '';
  const years = /^(?:(?:about|over|nearly|almost|more than)\s+)?\d+(?:\.\d)?\+?\s+(?:years?|yrs?)\b/i.test(
    user,
  );
  if (!verb && !doing && !years && !/^has$/i.test(first)) return user;
  const paid = paidEntries(context.resume());
  const leading =
    paid.find((entry) => parseDateRange(entry.dates)?.current)?.title ?? context.analysis.facts.latestTitle;
  const raw =
    leading
      .replace(/\s*\([^)]*\)/g, '')
      .split(/,\s+/)[0]
      ?.trim() ?? '';
  // 'GENERAL MANAGER' as a sentence says it: 'General Manager'.
  const bare =
    raw === raw.toUpperCase()
      ? raw
          .toLowerCase()
          .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
          .replace(/\b(And|Of|For|The|In|At|To)\b/g, (word) => word.toLowerCase())
      : raw;
  if (!bare || !looksLikeJobTitle(bare)) return user;
  const rest = `${first.toLowerCase()}${user.slice(first.length)}`;
  if (doing) return `${bare} ${rest}`;
  if (years) return `${bare} with ${rest}`;
  return `${bare} who ${rest}`;
}

/** The summary's line, with what it was made from. */
function summaryLine(
  sectionId: string,
  text: string,
  user: string,
  source: string,
  origin: ProposedEdit['origin'],
): ProposedEdit {
  return {
    op: 'insert_line',
    section_id: sectionId,
    index: 0,
    text,
    reason: user ? 'summary from your answer' : 'summary from what your objective said of you',
    source,
    origin,
  };
}

/**
 * What an objective line says of the person, without the wish: 'Systems engineering graduate, certified
 * SAS programmer, looking for a dynamic opportunity in analytics' keeps 'Systems engineering graduate,
 * certified SAS programmer.'; a sentence that is only the wish ('Seeking a position ...') goes; other
 * sentences stay as written.
 */
export function objectiveKept(line: string): string {
  const kept: string[] = [];
  for (const sentence of sentences(line)) {
    if (OBJECTIVE.test(sentence.trim())) continue;
    const inside = OBJECTIVE_INSIDE.exec(sentence);
    if (!inside) {
      kept.push(sentence.trim());
      continue;
    }
    // The words before the wish, without the joint that led into it (', and', 'who is', 'currently').
    const before = sentence
      .slice(0, inside.index)
      .replace(/(?:[\s,;:–—-]|\b(?:and|who|is|am|currently|now|actively|presently|i|i'm)\b)+$/i, '')
      .trim();
    if (before.split(/\s+/).length >= 6 && !/^(?:i|i'm|my)\b/i.test(before)) kept.push(`${before}.`);
  }
  return kept.join(' ');
}

/**
 * Can these sentences open a summary on their own? Not a fragment ('8 NICU shifts as a student') and not a
 * thing done once ('Led the informal conference on the 2021 inspection'), which is a line of a role.
 */
function summaryWorthy(user: string): boolean {
  return wordCount(user) >= 8 && !isPastForm(user.split(/\s+/)[0] ?? '');
}

function replaceObjective(
  context: WriterContext,
  section: Section,
  statements: AnswerContext['summaryStatements'],
  userSentences: Array<{ text: string; question_index: number; source: string }>,
  user: string,
): void {
  const titled = /objective/i.test(section.title);
  // Only the objective's own lines give way; what else the section holds (a qualifications list) stays.
  const wishes = section.content_lines.flatMap((line, index) =>
    OBJECTIVE.test(line.trim()) || OBJECTIVE_INSIDE.test(line) || (titled && index === 0) ? [index] : [],
  );
  // What the objective said of the person leads the summary, in their words; the template only where it
  // said nothing but the wish.
  const kept = wishes
    .map((index) => objectiveKept(section.content_lines[index] ?? ''))
    .filter((text) => text.length > 0)
    .join(' ');
  // Nothing of the person's own to say in its place: the objective stays as written (a summary assembled
  // from a title and a count of years reads worse than the objective it would replace).
  const worthy = user !== '' && (kept !== '' || summaryWorthy(user));
  const text = [kept, worthy ? ledByTitle(context, user) : ''].filter(Boolean).join(' ');
  if (!text) return;
  const origin = userSentences[0]
    ? ({ kind: 'answer', question_index: userSentences[0].question_index } as const)
    : ({ kind: 'derived' } as const);
  const source = ['your resume', ...statements.map((statement) => statement.source)].join(' / ');
  const edits: ProposedEdit[] = [];
  const heading = headingInStyle(context.resume(), 'summary', section.title);
  if (section.title && section.title !== heading)
    edits.push({
      op: 'set_title',
      section_id: section.id,
      before: section.title,
      after: heading,
      reason: 'objective replaced by a summary',
      source,
      origin,
    });
  for (const index of [...wishes].reverse())
    edits.push({
      op: 'remove_line',
      section_id: section.id,
      index,
      text: section.content_lines[index] ?? '',
      reason: 'objective replaced by a summary',
      source,
      origin,
    });
  edits.push(summaryLine(section.id, text, user, source, origin));
  context.proposeAll(edits);
}

function summarize(
  context: WriterContext,
  statements: AnswerContext['summaryStatements'],
  unused: (item: UnusedAnswer) => void,
): void {
  // A statement that makes no summary sentence ('4 yrs', 'I think so') comes back with the reason.
  for (const statement of statements)
    if (summarySentence(statement.text).length === 0)
      unused({
        question_index: statement.question_index,
        text: statement.text,
        reason: UNUSED_REASONS.unwritable,
      });
  const resume = context.resume();
  const { analysis } = context;
  const existing =
    resume.sections.find(
      (section) =>
        section.type === 'summary' && (section.content_lines.length > 0 || section.bullets.length > 0),
    ) ?? introStatement(resume);
  // The answer to the summary question first: it is what the user chose to say of themselves.
  const asked = (index: number) => context.analysis.questions[index]?.kind === 'missing_summary';
  const userSentences = statements
    .map((statement) => ({ ...statement, text: summarySentence(statement.text) }))
    .filter((statement) => statement.text.length > 0)
    .sort((a, b) => Number(asked(b.question_index)) - Number(asked(a.question_index)));
  // Two of the user's sentences at most: a summary is read in seconds. What does not fit, or could not
  // be said as a summary says things, comes back with its figures.
  const user = sentences(userSentences.map((statement) => statement.text).join(' '))
    .slice(0, 2)
    .join(' ');
  for (const statement of statements) {
    const lost = (statement.text.match(/\d[\d,.]*/g) ?? []).filter((figure) => !user.includes(figure));
    if (lost.length > 0 && summarySentence(statement.text).length > 0)
      unused({
        question_index: statement.question_index,
        text: statement.text,
        reason: UNUSED_REASONS.summaryRoom,
      });
  }
  const origin = userSentences[0]
    ? ({ kind: 'answer', question_index: userSentences[0].question_index } as const)
    : ({ kind: 'derived' } as const);
  // An objective: by the heading the resume gave it (standard headings may have renamed it since), or
  // by what it says ('... seeking a position ...').
  const givenTitle = existing
    ? (analysis.resume.sections.find((section) => section.id === existing.id)?.title ?? existing.title)
    : '';
  const firstLine = existing ? (existing.content_lines[0] ?? existing.bullets[0]?.text ?? '') : '';
  // An objective's lines give way to the summary; bullets under it (qualifications) stay.
  const objective =
    existing !== undefined &&
    existing.content_lines.length > 0 &&
    (/objective/i.test(givenTitle) || OBJECTIVE.test(firstLine) || OBJECTIVE_INSIDE.test(firstLine));
  if (existing && objective) {
    // One summary: the new one takes the objective's place, under the standard heading.
    replaceObjective(context, existing, statements, userSentences, user);
    return;
  }
  if (existing) {
    if (!user) return;
    const index = existing.content_lines.length - 1;
    const last = existing.content_lines[index];
    if (last !== undefined) {
      context.propose({
        op: 'set_line',
        section_id: existing.id,
        index,
        before: last,
        after: `${last.replace(/\s+$/, '')}${/[.!?]$/.test(last.trim()) ? '' : '.'} ${user}`,
        reason: 'summary: your statement added',
        source: userSentences.map((statement) => statement.source).join(' / '),
        origin,
      });
    } else {
      context.propose({
        op: 'insert_line',
        section_id: existing.id,
        index: 0,
        text: user,
        reason: 'summary from your answer',
        source: userSentences.map((s) => s.source).join(' / '),
        origin,
      });
    }
    return;
  }
  // A new summary says what the person said of themselves, in their words; none is assembled without it.
  // A fragment ('8 NICU shifts as a student in 2018') is no summary of a person: it comes back unused.
  if (!user) return;
  // A thing done once ('Led the informal conference on the 2021 inspection') is a line of a role, not who
  // the person is: no new summary is made of it.
  if (!summaryWorthy(user)) {
    for (const statement of userSentences)
      unused({
        question_index: statement.question_index,
        text: statement.source,
        reason: UNUSED_REASONS.summaryShort,
      });
    return;
  }
  const text = ledByTitle(context, user);
  const first = [...resume.sections].sort((a, b) => a.order - b.order)[0];
  const section: Section = {
    id: 'section-summary-added',
    title: headingInStyle(resume, 'summary'),
    type: 'summary',
    visible: true,
    // Right after the contact block (an untitled first section), else first.
    order: first && first.title === '' ? first.order + 0.5 : 0.5,
    content_lines: [],
    bullets: [],
    entries: [],
  };
  const source = userSentences.map((statement) => statement.source).join(' / ');
  context.proposeAll([
    { op: 'add_section', section, reason: 'Summary section added', source, origin },
    summaryLine(section.id, text, user, source, origin),
  ]);
}

/** Folds each rewrite of a bullet this refinement inserted into the insert itself, in place. */
function foldIntoInserts(edits: Edit[]): void {
  // In order, so the last rewrite's words are the ones kept.
  let index = 0;
  while (index < edits.length) {
    const edit = edits[index];
    const insert =
      edit?.op === 'set_bullet'
        ? edits.find(
            (item, at) => at < index && item.op === 'insert_bullet' && item.bullet.id === edit.bullet_id,
          )
        : undefined;
    if (edit?.op === 'set_bullet' && insert?.op === 'insert_bullet') {
      insert.bullet = { ...insert.bullet, text: edit.after };
      edits.splice(index, 1);
    } else index += 1;
  }
}

export interface RefineOptions {
  /** Writers run after the built-in answer step, through the same guard (a language model, later). */
  writers?: readonly EditWriter[];
}

export function refine(
  analysis: Analysis,
  answers: readonly string[],
  options: RefineOptions = {},
): Refinement {
  const original = analysis.resume;
  const working = copyResume(original);
  const edits: Edit[] = [];
  const rejected: Refinement['rejected'] = [];
  const derivations: Derivation[] = [];
  const unused: UnusedAnswer[] = [];
  const cleanAnswers = answers.map((answer) => (answer ?? '').slice(0, 2000));
  const readSources = (): ClaimSources =>
    readClaimSources({
      resume: original,
      answers: cleanAnswers,
      questions: analysis.questions.map((question) => ({
        kind: question.kind,
        subject: question.target.subject,
      })),
      derivations,
      asOf: analysis.asOf,
      speller: analysis.options.speller,
    });
  // Read again only when a derivation was added since they were last read.
  let read: ClaimSources | null = null;
  const currentSources = (): ClaimSources => {
    read ??= readSources();
    return read;
  };
  const derive = (value: string, how: string) => {
    derivations.push({ value, how });
    read = read ? extendClaimSources(read, [value]) : null;
  };
  /**
   * Judges every edit of the group with the one claim checker; applies them all only when none has a
   * claim its sources do not hold (a section and its first line stand or fall together). The built-in
   * writer applies only what is supported: nothing it writes waits for confirmation.
   */
  const proposeAll = (group: readonly ProposedEdit[]): boolean => {
    const verdicts = group.map((proposed) => ({
      proposed,
      violations: judgeEdit(proposed, working, currentSources()).map((flag) => ({
        kind: flag.kind,
        value: flag.text,
        line: addedText(proposed).join(' / '),
      })),
    }));
    const refused = verdicts.filter((verdict) => verdict.violations.length > 0);
    if (refused.length > 0) {
      for (const { proposed, violations } of refused) rejected.push({ edit: proposed, violations });
      return false;
    }
    const accepted: Edit[] = [];
    const ided = group.map((proposed) => withId(proposed));
    // Edits that stand or fall together are one change to undo.
    const groupId = ided.length > 1 ? `g${stableHash(ided.map((edit) => edit.id).join('|'))}` : undefined;
    for (const candidate of ided) {
      const edit = groupId ? { ...candidate, group: groupId } : candidate;
      if (edits.some((item) => item.id === edit.id) || !applyEdit(working, edit)) break;
      accepted.push(edit);
    }
    edits.push(...accepted);
    return accepted.length === group.length;
  };
  const propose = (proposed: ProposedEdit): boolean => proposeAll([proposed]);
  const context: WriterContext = {
    analysis,
    answers: cleanAnswers,
    resume: () => working,
    propose,
    proposeAll,
  };
  const answerContext: AnswerContext = {
    resume: () => working,
    propose,
    proposeAll,
    unused: (item) => unused.push(item),
    derive,
    summaryStatements: [],
    jobSkills: new Set(analysis.tailoring.evidence.flatMap((item) => (item.skill.id ? [item.skill.id] : []))),
    ...(analysis.options.speller
      ? { spelled: (word: string) => analysis.options.speller?.correct(word) ?? true }
      : {}),
    resumeWords: new Set(
      renderResumeText(original)
        .toLowerCase()
        .match(/[a-z]{3,}/g) ?? [],
    ),
  };
  // Paragraphs become one bullet per sentence first, so an answer lands on the sentence it speaks of.
  for (const edit of splitParagraphs(working)) propose(edit);
  applyAnswers(analysis.questions, cleanAnswers, answerContext);
  for (const writer of options.writers ?? []) writer(context);
  // The steps that need no answer: each returns its edits for the resume as it stands.
  for (const step of [rewriteBullets, standardize]) for (const edit of step(working)) propose(edit);
  summarize(context, answerContext.summaryStatements, (item) => unused.push(item));
  for (const edit of summaryWithoutI(working)) propose(edit);
  // A guard refusal of a summary statement is an unused answer too.
  for (const { edit } of rejected.filter(
    (item) => item.edit.reason.startsWith('summary') || item.edit.reason.startsWith('objective'),
  )) {
    if (edit.origin.kind !== 'answer') continue;
    for (const statement of answerContext.summaryStatements)
      if (
        !unused.some(
          (item) => item.question_index === statement.question_index && item.text === statement.text,
        )
      )
        unused.push({
          question_index: statement.question_index,
          text: statement.text,
          reason: UNUSED_REASONS.guard,
        });
  }
  for (const { edit } of rejected) {
    if (
      edit.origin.kind === 'answer' &&
      !unused.some(
        (item) =>
          item.question_index === (edit.origin as { question_index: number }).question_index &&
          item.reason === UNUSED_REASONS.guard,
      )
    ) {
      // Already reported where the fact was placed; summary edits are reported here.
      if (edit.op === 'insert_line' && edit.reason.startsWith('summary'))
        unused.push({
          question_index: edit.origin.question_index,
          text: edit.source,
          reason: UNUSED_REASONS.guard,
        });
    }
  }

  // A line this refinement wrote and then went on writing (the next clause of the same sentence) is one
  // change: the insert carries the final words, so undoing it undoes all of it.
  foldIntoInserts(edits);
  // The refined resume is the original with the accepted edits applied, once, by the one applyEdits.
  const refined = applyEdits(original, edits).resume;
  const provenance = checkProvenance({
    sources: currentSources(),
    judged: new Set(edits.flatMap((edit) => addedText(edit).map(squash))),
    original,
    refined,
    answers: cleanAnswers,
    derivations,
    asOf: analysis.asOf,
    speller: analysis.options.speller,
  });
  const final = scoreInDetail(
    refined,
    analysis.input.jobDescription,
    analysis.input.industry,
    analysis.options,
    analysis.job,
  );
  return {
    resume: refined,
    text: renderResumeText(refined),
    edits,
    history: historyOf(edits),
    rejected,
    unused_answers: unused,
    derivations,
    report: final.report,
    final_scores: finalScores(analysis.report, final.report, edits.length),
    provenance,
  };
}

/**
 * Scores an edited resume (after a revert or an edit by hand) against the job it was refined for, and
 * against the score it started from: no new parse of the original, no questions.
 */
export function rescore(
  target: { jobDescription: string; industry: string; options?: ScoreOptions },
  initial: Pick<ScoreReport, 'overall_score' | 'scores'>,
  resume: StructuredResume,
  changes: number,
) {
  const final = scoreInDetail(resume, target.jobDescription, target.industry, target.options);
  return { report: final.report, final_scores: finalScores(initial, final.report, changes) };
}
