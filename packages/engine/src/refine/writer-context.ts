/**
 * What a writer of edits works with: the analysis, the answers, the resume as it stands, and the one way
 * to propose edits, through the guard. The built-in steps and a second writer (a language model) share it.
 */
import type { Analysis } from '../pipeline/analyze';
import type { StructuredResume } from '../types';
import type { ProposedEdit } from './edits';

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
