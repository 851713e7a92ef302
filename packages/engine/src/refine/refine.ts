/**
 * Refinement: `refine(analysis, answers) -> Refinement`, reusing the analysis (the parsed resume, the job
 * reading, the questions) instead of computing it again. A numbered pipeline of pure steps, each proposing
 * edits on line ids:
 * 1. answers: facts written where they belong (answers/apply-answers.ts);
 * 2. paragraphs and 'I ...' sentences inside a role become bullets, word for word;
 * 3. bullets: first person out, past tense for past roles and present for the current one, 'Responsible
 *    for managing' -> 'Managed' (never a weak opener for another);
 * 4. standard headings; one date format;
 * 5. one summary of two or three sentences when there is none (or the user's statement added to it).
 * (Steps 2 to 4 are in tidy-resume.ts, step 5 in write-summary.ts.)
 * Every proposed edit is judged once by the provenance guard (its claims must be found in the resume, the
 * answers or a recorded derivation) and applied only when it passes; the history is the applied edits.
 * A second writer (a language model) proposes edits through the same `propose` and the same guard.
 */
import { analyzeJob } from '../job/analyze-job';
import { renderResumeText } from '../parse/render-resume-text';
import type { Analysis } from '../pipeline/analyze';
import { type ClaimSources, readClaimSources } from '../review/claim-sources';
import { extendClaimSources } from '../review/extend-claim-sources';
import { judgeEdit } from '../review/judge-edit';
import { type ScoreOptions, scoreInDetail } from '../score/score-resume';
import { squash, stableHash } from '../text/normalize-text';
import type {
  Derivation,
  FinalScores,
  HistoryItem,
  ProvenanceReport,
  ProvenanceViolation,
  ScoreReport,
  StructuredResume,
  UnusedAnswer,
} from '../types';
import { type AnswerContext, UNUSED_REASONS } from './answers/answer-context';
import { applyAnswersInLanguage } from './answers/answers-in-language';
import { applyAnswers } from './answers/apply-answers';
import { applyEdit, applyEdits } from './apply-edit';
import { checkProvenance, droppedContent } from './check-provenance';
import { addedText, copyResume, type Edit, historyOf, type ProposedEdit, withId } from './edits';
import { readAnswer } from './read-answer';
import { withReasonRef } from './refine-text';
import { finalScores } from './summarize-feedback';
import { rewriteBullets, splitParagraphs, standardize } from './tidy-resume';
import { summarize, summaryWithoutI } from './write-summary';
import type { EditWriter, WriterContext } from './writer-context';
import { editFlaws } from './writing-flaws';

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

/** The figures of a text as written ('2.3', '22,000', '2019'). */
function figuresOf(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((figure) => figure.replace(/,$/, ''));
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
  // Whether the last refusal was of the writing, not of a claim: its answer comes back as not writable.
  let refusedWriting = false;
  const proposeAll = (group: readonly ProposedEdit[]): boolean => {
    refusedWriting = group.some((proposed) => editFlaws(proposed, working).length > 0);
    if (refusedWriting) return false;
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
  const originalText = renderResumeText(original);
  const answerContext: AnswerContext = {
    resume: () => working,
    propose,
    proposeAll,
    // 'Already in your resume' only when it is: figures the resume lacks are named as new.
    unused: (given) => {
      const item =
        given.reason === UNUSED_REASONS.guard && refusedWriting
          ? { ...given, reason: UNUSED_REASONS.unwritable }
          : given;
      const now = item.reason === UNUSED_REASONS.present ? renderResumeText(working) : '';
      const fresh = figuresOf(item.text).filter(
        (figure) => !originalText.includes(figure) && !now.includes(figure),
      );
      unused.push(
        item.reason === UNUSED_REASONS.present && fresh.length > 0
          ? { ...item, reason: UNUSED_REASONS.mostlyPresent(fresh.join(', ')) }
          : item,
      );
    },
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
  // The answer reader knows English only: on a resume in another language answers come back unwritten,
  // but for a tool or credential certainly affirmed.
  const language = original.language;
  const foreign = language !== undefined && language !== 'en';
  if (foreign) {
    const posting = {
      text: analysis.input.jobDescription,
      sameLanguage: (analysis.job.language ?? 'en') === language,
    };
    applyAnswersInLanguage(analysis.questions, cleanAnswers, language, posting, answerContext);
  } else applyAnswers(analysis.questions, cleanAnswers, answerContext);
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

  // Every figure an answer affirms reaches the resume or comes back: a fact written in part names the rest.
  const written = renderResumeText(working);
  // (Not on a resume in another language: there each answer came back whole.)
  cleanAnswers.forEach((answer, index) => {
    if (foreign) return;
    for (const fact of readAnswer(answer)) {
      if (fact.kind === 'tool_not_used' || fact.kind === 'nothing') continue;
      const lost = figuresOf(fact.text).filter((figure) => !written.includes(figure));
      if (lost.length === 0) continue;
      if (
        unused.some(
          (item) => item.question_index === index && item.text.includes(fact.text.trim().slice(0, 40)),
        )
      )
        continue;
      if (
        unused.some(
          (item) => item.question_index === index && lost.every((figure) => item.text.includes(figure)),
        )
      )
        continue;
      unused.push({ question_index: index, text: fact.text, reason: UNUSED_REASONS.partly(lost.join(', ')) });
    }
  });
  // A line this refinement wrote and then went on writing (the next clause of the same sentence) is one
  // change: the insert carries the final words, so undoing it undoes all of it.
  foldIntoInserts(edits);
  // The refined resume is the original with the accepted edits applied, once, by the one applyEdits.
  const refined = keepEveryLine(original, edits, rejected, (item) => unused.push(item));
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
    {
      resume: refined,
      job: analysis.job,
      jobText: analysis.input.jobDescription,
      industry: analysis.input.industry,
    },
    analysis.options,
  );
  return {
    resume: refined,
    text: renderResumeText(refined),
    edits,
    history: historyOf(edits),
    rejected,
    unused_answers: unused.map(withReasonRef),
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
  const job = analyzeJob(target.jobDescription, target.industry);
  const final = scoreInDetail(
    { resume, job, jobText: target.jobDescription, industry: target.industry },
    target.options,
  );
  return { report: final.report, final_scores: finalScores(initial, final.report, changes) };
}

/** The edits that wrote a line of the original: on that line, or in its place. */
function editsOfLine(edits: readonly Edit[], line: string): Edit[] {
  // The bullet the first such edit rewrote (or split into pieces).
  const id = edits
    .map((edit) =>
      edit.op === 'set_bullet' && edit.before === line
        ? edit.bullet_id
        : edit.op === 'split_bullet' && edit.bullet.text === line
          ? edit.bullet.id
          : null,
    )
    .find((found) => found !== null);
  if (!id) return [];
  const first = edits.find(
    (edit) =>
      (edit.op === 'set_bullet' && edit.bullet_id === id) ||
      (edit.op === 'split_bullet' && edit.bullet.id === id),
  );
  // Later edits of the same line (or of its pieces) went on from what the first one wrote.
  return edits.filter(
    (edit) =>
      edit === first ||
      (edit.op === 'set_bullet' && (edit.bullet_id === id || edit.bullet_id.startsWith(`${id}-s`))) ||
      (first?.group !== undefined && edit.group === first.group),
  );
}

/**
 * The guard's last look: a line of the original that the edits would lose stays as it was, by leaving out
 * the edits that rewrote it (what an answer gave to it comes back unused), never by refusing the whole
 * refinement. `edits` keeps only what stays.
 */
function keepEveryLine(
  original: StructuredResume,
  edits: Edit[],
  rejected: Refinement['rejected'],
  unused: (item: UnusedAnswer) => void,
): StructuredResume {
  let refined = applyEdits(original, edits).resume;
  for (let pass = 0; pass < 3; pass += 1) {
    const lost = droppedContent(original, refined);
    const culprits = new Set(lost.flatMap((violation) => editsOfLine(edits, violation.value)));
    if (culprits.size === 0) break;
    for (const edit of culprits) {
      rejected.push({ edit, violations: lost });
      if (edit.origin.kind === 'answer')
        unused({
          question_index: edit.origin.question_index,
          text: edit.source,
          reason: UNUSED_REASONS.guard,
        });
    }
    edits.splice(0, edits.length, ...edits.filter((edit) => !culprits.has(edit)));
    refined = applyEdits(original, edits).resume;
  }
  return refined;
}
