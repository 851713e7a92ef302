/**
 * Writers under one guard, as the product does it for the server and the command line alike: a rewrite
 * (pasted from another tool, or written by a language model) is aligned to the resume, every change is
 * judged against the resume and the answers, the supported ones are applied and the others wait for the
 * user, who accepts (in the writer's words or their own) or rejects each. Pure over its inputs.
 */
import type {
  ClaimFlag as ApiClaimFlag,
  ReviewedChange as ApiReviewedChange,
} from '@resumeloop/contracts/review';
import type { FinalScores, QuestionDetail, ScoreReport } from '@resumeloop/contracts/scoring';
import {
  applyEdit,
  type ClaimSources,
  type Edit,
  historyOf,
  judgeEdit,
  parseResume,
  type ReviewedChange,
  readClaimSources,
  renderResumeText,
  reviewRewrite,
  type StructuredResume,
  verdictOf,
  type WriterName,
  withText,
} from '@resumeloop/engine';
import { textRef } from '@resumeloop/engine/messages';
import { analyzeResume, type EngineDependencies, rescoreResume, toScoreReport } from './resume-use-cases';
import { UseCaseError } from './use-case-error';

/** A change the guard holds for the user, kept with the session until they decide. */
export interface PendingChange {
  change: ApiReviewedChange;
  edits: Edit[];
  writer: WriterName;
}

/** A saved session as the review of a rewrite reads it. */
export interface ReviewSession {
  /** The resume as the user gave it: the first source. */
  resumeText: string;
  jobDescription: string;
  targetIndustry: string;
  questionDetails: ReadonlyArray<Pick<QuestionDetail, 'kind'> & { subject?: string | null | undefined }>;
  answers: readonly string[];
  initialScore: Pick<ScoreReport, 'overall_score' | 'scores'>;
  /** The resume as it is now (refined, edited by hand, with accepted changes). */
  structuredResume: StructuredResume;
  edits: readonly Edit[];
  pendingChanges: readonly PendingChange[];
}

const WRITER_WORDS: Record<WriterName, { reason: string; source: string }> = {
  'built-in': { reason: 'from the built-in writer', source: 'the built-in writer' },
  llm: { reason: 'from the AI writer', source: 'the AI writer (checked against your resume and answers)' },
  pasted: {
    reason: 'from your pasted rewrite',
    source: 'your pasted rewrite (checked against your resume and answers)',
  },
};

const KIND_WORDS: Record<ReviewedChange['kind'], string> = {
  bullet: 'bullet reworded',
  new_bullet: 'bullet added',
  removed_bullet: 'bullet left out',
  moved_bullet: 'bullet moved',
  split_bullet: 'bullet split',
  summary: 'summary rewritten',
  skills: 'skills rewritten',
  line: 'line reworded',
  heading: 'heading renamed',
  entry: 'role header changed',
  dates: 'dates changed',
  contact: 'contact detail changed',
  section: 'section changed',
};

/** What the sources of a session are: the resume as given and as it is now, the answers, the questions. */
export function sessionSources(
  session: Pick<
    ReviewSession,
    'resumeText' | 'jobDescription' | 'questionDetails' | 'answers' | 'structuredResume'
  >,
  dependencies: EngineDependencies,
): ClaimSources {
  return readClaimSources({
    resume: parseResume(session.resumeText),
    // What the user typed in the editor since is theirs too.
    extraText: [renderResumeText(session.structuredResume)],
    answers: session.answers,
    questions: session.questionDetails.map((question) => ({
      kind: question.kind,
      subject: question.subject ?? null,
    })),
    jobText: session.jobDescription,
    asOf: dependencies.asOf,
    speller: dependencies.speller,
  });
}

function toApiFlags(flags: ReviewedChange['flags']): ApiClaimFlag[] {
  return flags.map((flag) => ({
    text: flag.text,
    kind: flag.kind,
    reason: flag.reason,
    reason_ref: flag.reason_ref,
    start: flag.start,
    end: flag.end,
  }));
}

export function toApiChange(change: ReviewedChange, status: ApiReviewedChange['status']): ApiReviewedChange {
  return {
    id: change.id,
    kind: change.kind,
    section: change.section,
    where: change.where,
    before: change.before,
    after: change.after,
    verdict: change.verdict,
    flags: toApiFlags(change.flags),
    status,
  };
}

/** The change's edits named for the history: which writer, what kind of change. */
function labelled(change: ReviewedChange, writer: WriterName): Edit[] {
  const words = WRITER_WORDS[writer];
  // The same words as messages, so the history reads in the reader's language.
  const writerKey = writer === 'built-in' ? 'builtin' : writer;
  return change.edits.map((edit) => ({
    ...edit,
    reason: `${KIND_WORDS[change.kind]} ${words.reason}`,
    reason_ref: textRef('refine.engine.change.reviewed', { kind: change.kind, writer: writerKey }),
    source: words.source,
    source_ref: textRef('refine.engine.source.writer', { writer: writerKey }),
  }));
}

/** Applies a change's edits together on the resume (in place); false, changing nothing, when one no longer fits. */
function applyChange(resume: StructuredResume, edits: readonly Edit[]): boolean {
  const trial = structuredClone(resume);
  for (const edit of edits) if (!applyEdit(trial, edit)) return false;
  for (const edit of edits) applyEdit(resume, edit);
  return true;
}

export interface ReviewOutcome {
  changes: ApiReviewedChange[];
  pending: PendingChange[];
  resume: StructuredResume;
  text: string;
  edits: Edit[];
  history: ReturnType<typeof historyOf>;
  finalScores: FinalScores;
}

function outcome(
  session: Pick<ReviewSession, 'jobDescription' | 'targetIndustry' | 'initialScore'>,
  resume: StructuredResume,
  edits: Edit[],
  changes: ApiReviewedChange[],
  pending: PendingChange[],
  dependencies: EngineDependencies,
): ReviewOutcome {
  return {
    changes,
    pending,
    resume,
    text: renderResumeText(resume),
    edits,
    history: historyOf(edits),
    finalScores: rescoreResume(session, resume, historyOf(edits).length, dependencies),
  };
}

/**
 * POST /api/review/sessions/{id}/import, and a language model's refinement: the rewrite's changes to the
 * resume as it is now, each judged; the supported ones applied, the others pending (they replace what an
 * earlier rewrite left pending).
 */
export function importRewrite(
  session: ReviewSession,
  rewrite: string | StructuredResume,
  writer: WriterName,
  dependencies: EngineDependencies,
): ReviewOutcome & { scoresBefore: Pick<ScoreReport, 'overall_score' | 'scores'> } {
  const before = rescoreResume(
    session,
    session.structuredResume,
    historyOf([...session.edits]).length,
    dependencies,
  );
  const sources = sessionSources(session, dependencies);
  const review = reviewRewrite(session.structuredResume, rewrite, sources);
  if (
    review.changes.length === 0 &&
    typeof rewrite === 'string' &&
    !review.rewrite.sections.some(
      (section) =>
        section.entries.length > 0 || section.content_lines.length > 0 || section.bullets.length > 0,
    )
  )
    throw new UseCaseError(
      'rewrite_unreadable',
      'No resume could be read from that text: paste the whole rewritten resume.',
      'text',
    );
  const resume = structuredClone(session.structuredResume);
  const edits = [...session.edits];
  const changes: ApiReviewedChange[] = [];
  const pending: PendingChange[] = [];
  for (const change of review.changes) {
    const own = labelled(change, writer);
    if (change.verdict === 'supported' && applyChange(resume, own)) {
      edits.push(...own);
      changes.push(toApiChange(change, 'applied'));
    } else {
      const held = toApiChange(change, 'pending');
      changes.push(held);
      pending.push({ change: held, edits: own, writer });
    }
  }
  return {
    ...outcome(session, resume, edits, changes, pending, dependencies),
    scoresBefore: { overall_score: before.overall_score, scores: before.scores },
  };
}

export interface ChangeDecision {
  accept: ReadonlyArray<{ id: string; text?: string | undefined }>;
  reject: readonly string[];
}

/**
 * POST /api/review/sessions/{id}/changes: the user's word on waiting changes. An accepted change is
 * applied as written, or with the user's own text (judged again, so its flags say what the text claims;
 * what the user accepts is theirs to state). A change whose lines were edited since is refused whole.
 */
export function decideChanges(
  session: ReviewSession,
  decision: ChangeDecision,
  dependencies: EngineDependencies,
): ReviewOutcome {
  const byId = new Map(session.pendingChanges.map((item) => [item.change.id, item]));
  const unknown = [...decision.accept.map((item) => item.id), ...decision.reject].filter(
    (id) => !byId.has(id),
  );
  if (unknown.length > 0)
    throw new UseCaseError(
      'unknown_change',
      `No pending change with id ${unknown.join(', ')} in this session; it may have been decided already.`,
      'change_ids',
    );
  const resume = structuredClone(session.structuredResume);
  const edits = [...session.edits];
  const decided: ApiReviewedChange[] = [];
  const done = new Set<string>();
  const sources = sessionSources(session, dependencies);
  for (const { id, text } of decision.accept) {
    const item = byId.get(id) as PendingChange;
    let own = item.edits;
    let change = item.change;
    if (text !== undefined && text !== item.change.after) {
      // The user's words in place of the writer's: the change's one written line.
      const written = own.filter((edit) => withText(edit, text) !== null);
      const target = written.at(-1);
      if (!target)
        throw new UseCaseError(
          'change_not_editable',
          'This change writes no text of its own to edit; accept or reject it as it is.',
          'text',
        );
      const replaced = withText(target, text) as NonNullable<ReturnType<typeof withText>>;
      // Its id stays the change's: the history and the list know it by that id.
      const rewritten = {
        ...replaced,
        id: target.id,
        ...(target.group ? { group: target.group } : {}),
        source: 'your own words',
      } as Edit;
      own = own.map((edit) => (edit === target ? rewritten : edit));
      const flags = judgeEdit(replaced, resume, sources);
      change = { ...change, after: text, verdict: verdictOf(flags), flags: toApiFlags(flags) };
    }
    if (!applyChange(resume, own))
      throw new UseCaseError(
        'change_edited_since',
        'That part of the resume was edited since the change was proposed; make the change in the editor instead.',
      );
    edits.push(...own);
    decided.push({ ...change, status: 'applied' });
    done.add(id);
  }
  for (const id of decision.reject) {
    const item = byId.get(id) as PendingChange;
    decided.push({ ...item.change, status: 'rejected' });
    done.add(id);
  }
  const pending = session.pendingChanges.filter((item) => !done.has(item.change.id));
  return outcome(session, resume, edits, decided, pending, dependencies);
}

/** The pending changes as the API shows them. */
export function pendingOf(session: Pick<ReviewSession, 'pendingChanges'>): ApiReviewedChange[] {
  return session.pendingChanges.map((item) => item.change);
}

export { toScoreReport };

/** A change as `resumeloop verify --json` prints it. */
export interface VerifiedChange {
  id: string;
  section: string;
  before: string;
  after: string;
  verdict: ReviewedChange['verdict'];
  flags: Array<{ text: string; kind: ReviewedChange['flags'][number]['kind']; reason: string }>;
}

export interface VerifyRequest {
  resumeText: string;
  rewriteText: string;
  answers: readonly string[];
  /** With a job and an industry, the scores before and after; without, none. */
  jobDescription?: string | undefined;
  industry?: string | undefined;
}

export interface VerifyResult {
  changes: VerifiedChange[];
  /** The resume's score, and its score with the supported changes applied (null without a job). */
  initial_score: Pick<ScoreReport, 'overall_score' | 'scores'> | null;
  final_score: Pick<ScoreReport, 'overall_score' | 'scores'> | null;
}

/**
 * `resumeloop verify`: every change a rewrite makes to a resume, judged against the resume and the answers
 * (the job, when given, only to say that a claim comes from it). The final score is the resume's with the
 * supported changes applied: what the product would make of the rewrite.
 */
export function verifyRewrite(request: VerifyRequest, dependencies: EngineDependencies): VerifyResult {
  if (request.resumeText.trim().length === 0)
    throw new UseCaseError('invalid_input', 'The resume file is empty', 'resume');
  if (request.rewriteText.trim().length === 0)
    throw new UseCaseError('invalid_input', 'The rewrite file is empty', 'rewrite');
  const original = parseResume(request.resumeText);
  const sources = readClaimSources({
    resume: original,
    answers: request.answers,
    jobText: request.jobDescription,
    asOf: dependencies.asOf,
    speller: dependencies.speller,
  });
  const review = reviewRewrite(original, request.rewriteText, sources);
  const applied = structuredClone(original);
  for (const change of review.changes) if (change.verdict === 'supported') applyChange(applied, change.edits);
  let initial: VerifyResult['initial_score'] = null;
  let final: VerifyResult['final_score'] = null;
  if (request.jobDescription !== undefined && request.industry !== undefined) {
    const { response } = analyzeResume(
      {
        resume_text: request.resumeText,
        job_description: request.jobDescription,
        target_industry: request.industry,
      },
      dependencies,
    );
    initial = { overall_score: response.initial_score.overall_score, scores: response.initial_score.scores };
    const after = rescoreResume(
      {
        jobDescription: request.jobDescription,
        targetIndustry: request.industry,
        initialScore: response.initial_score,
      },
      applied,
      review.changes.length,
      dependencies,
    );
    final = { overall_score: after.overall_score, scores: after.scores };
  }
  return {
    changes: review.changes.map((change) => ({
      id: change.id,
      section: change.section || change.kind,
      before: change.before,
      after: change.after,
      verdict: change.verdict,
      flags: change.flags.map((flag) => ({ text: flag.text, kind: flag.kind, reason: flag.reason })),
    })),
    initial_score: initial,
    final_score: final,
  };
}
