/** The four steps of the refinement flow (SPEC §1), in order, as the URL names them. */
export const REFINE_STEPS = ['input', 'questions', 'polish', 'results'] as const;
export type RefineStep = (typeof REFINE_STEPS)[number];

export const STEP_NAMES: Record<RefineStep, string> = {
  input: 'Input',
  questions: 'Questionnaire',
  polish: 'Polish',
  results: 'Results',
};

export const isRefineStep = (value: unknown): value is RefineStep =>
  typeof value === 'string' && (REFINE_STEPS as readonly string[]).includes(value);

export const stepNumberOf = (step: RefineStep) => REFINE_STEPS.indexOf(step) + 1;
