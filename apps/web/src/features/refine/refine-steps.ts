import type { MessageId } from '@resumeloop/i18n';

/** The four steps of the refinement flow (SPEC §1), in order, as the URL names them. */
export const REFINE_STEPS = ['input', 'questions', 'polish', 'results'] as const;
export type RefineStep = (typeof REFINE_STEPS)[number];

/** Each step's name, as the step indicator and the page title show it. */
export const STEP_NAMES: Record<RefineStep, MessageId> = {
  input: 'refine.steps.input',
  questions: 'refine.steps.questions',
  polish: 'refine.steps.polish',
  results: 'refine.steps.results',
};

export const isRefineStep = (value: unknown): value is RefineStep =>
  typeof value === 'string' && (REFINE_STEPS as readonly string[]).includes(value);

export const stepNumberOf = (step: RefineStep) => REFINE_STEPS.indexOf(step) + 1;
