import type { AnalyzeRequest, AnalyzeResponse, RefineRequest } from '@resumeloop/contracts/scoring';
import type { Speller, StructuredResume, TextLanguage, WriterName } from '@resumeloop/engine';
import {
  analyzeResume,
  type ChangeDecision,
  decideChanges,
  type EngineDependencies,
  importRewrite,
  type RefinedSession,
  type ReviewSession,
  refineResume,
  refineWithRewrite,
  rescoreResume,
  revertChanges,
  type SavedRefinement,
  UseCaseError,
  type UseCaseErrorCode,
} from '@resumeloop/usecases';
import { languageOfResume, languageOfText } from './speller';

/**
 * The engine's work for the server, as plain data in and out, so it can run on a worker thread (see
 * engine-pool.ts) or, in tests, on the caller's. `asOf` travels with each task: it is the month of the
 * request's clock, which the caller owns.
 */
export type EngineTasks = {
  analyze(body: AnalyzeRequest, asOf: EngineDependencies['asOf']): AnalyzeResponse;
  /**
   * A single analysis, with what the posting asks for that the resume lacks (required skills, then
   * preferred, as the tailoring checks name them): one posting of a bulk comparison.
   */
  compare(
    body: AnalyzeRequest,
    asOf: EngineDependencies['asOf'],
  ): { response: AnalyzeResponse; missing: string[] };
  /** The session to save and how many edits the provenance guard refused. */
  refine(
    body: RefineRequest,
    asOf: EngineDependencies['asOf'],
  ): { session: RefinedSession; rejected: number };
  revert(
    session: SavedRefinement,
    changeIds: readonly string[],
    asOf: EngineDependencies['asOf'],
  ): ReturnType<typeof revertChanges>;
  rescore(
    session: Pick<SavedRefinement, 'jobDescription' | 'targetIndustry' | 'initialScore'>,
    resume: StructuredResume,
    changes: number,
    asOf: EngineDependencies['asOf'],
  ): ReturnType<typeof rescoreResume>;
  /** A language model's rewrite taken as the refinement, through the guard. */
  refineWithRewrite(
    body: RefineRequest,
    rewrite: string,
    asOf: EngineDependencies['asOf'],
  ): { session: RefinedSession };
  /** A rewrite checked against a session's resume: supported changes applied, the rest pending. */
  importRewrite(
    session: ReviewSession,
    rewrite: string,
    writer: WriterName,
    asOf: EngineDependencies['asOf'],
  ): ReturnType<typeof importRewrite>;
  decideChanges(
    session: ReviewSession,
    decision: ChangeDecision,
    asOf: EngineDependencies['asOf'],
  ): ReturnType<typeof decideChanges>;
};

export type EngineTaskName = keyof EngineTasks;

/**
 * The tasks with spelling from `speller(language)`, asked for only when a task needs it and for the
 * language of the task's resume: the language the parser detects in a text given, or the one a saved
 * resume was read in. A Spanish resume is spelled with the Spanish dictionary; an English one never
 * loads another.
 */
export function createEngineTasks(speller: (language: TextLanguage) => Speller | undefined): EngineTasks {
  const engine = (asOf: EngineDependencies['asOf'], language: TextLanguage): EngineDependencies => ({
    speller: speller(language),
    asOf,
  });
  return {
    analyze: (body, asOf) => analyzeResume(body, engine(asOf, languageOfText(body.resume_text))).response,
    compare(body, asOf) {
      const { response, analysis } = analyzeResume(body, engine(asOf, languageOfText(body.resume_text)));
      return {
        response,
        missing: [...analysis.tailoring.missingRequired, ...analysis.tailoring.missingPreferred],
      };
    },
    refine(body, asOf) {
      const { session, refinement } = refineResume(body, engine(asOf, languageOfText(body.resume_text)));
      return { session, rejected: refinement.rejected.length };
    },
    revert: (session, changeIds, asOf) =>
      revertChanges(session, changeIds, engine(asOf, languageOfResume(session.structuredResume))),
    rescore: (session, resume, changes, asOf) =>
      rescoreResume(session, resume, changes, engine(asOf, languageOfResume(resume))),
    refineWithRewrite: (body, rewrite, asOf) =>
      refineWithRewrite(body, rewrite, engine(asOf, languageOfText(body.resume_text))),
    importRewrite: (session, rewrite, writer, asOf) =>
      importRewrite(session, rewrite, writer, engine(asOf, languageOfResume(session.structuredResume))),
    decideChanges: (session, decision, asOf) =>
      decideChanges(session, decision, engine(asOf, languageOfResume(session.structuredResume))),
  };
}

/** An error as it crosses between threads: a use case's refusal keeps its code, field and violations. */
export type SerializedError =
  | { kind: 'use-case'; code: UseCaseErrorCode; message: string; field?: string; violations?: unknown }
  | { kind: 'error'; name: string; message: string; stack?: string };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof UseCaseError) {
    const { violations } = error as UseCaseError & { violations?: unknown };
    return {
      kind: 'use-case',
      code: error.code,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
      ...(violations === undefined ? {} : { violations }),
    };
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    kind: 'error',
    name: failure.name,
    message: failure.message,
    ...(failure.stack ? { stack: failure.stack } : {}),
  };
}

export function deserializeError(serialized: SerializedError): Error {
  if (serialized.kind === 'use-case') {
    const error = new UseCaseError(serialized.code, serialized.message, serialized.field);
    if (serialized.violations !== undefined) Object.assign(error, { violations: serialized.violations });
    return error;
  }
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
