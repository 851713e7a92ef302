import examples from 'virtual:example-results';

/** One change the refinement made: why (the engine's words), and the line as it reads now or as removed. */
export type ExampleImprovement = { reason: string } & ({ after: string } | { removed: string });

/** SPEC §3: one example result. Every person, employer and school here is fictional (samples/). */
export type ExampleResult = {
  title: string;
  industry: string;
  experience: string;
  /** The years of `experience` when it reads "N years", so the page can say it in the reader's language. */
  experienceYears: number | null;
  beforeScore: number;
  afterScore: number;
  /** The change in points, as the engine computed it. */
  change: number;
  /** Each change the refinement made, in order. */
  improvements: readonly ExampleImprovement[];
  beforeText: string;
  afterText: string;
};

function yearsOf(experience: string): number | null {
  const match = /^(\d+) years?$/.exec(experience);
  return match ? Number(match[1]) : null;
}

/**
 * The shipped samples as the engine refines them: the scores, the changes and the refined text are
 * exactly what `npx resumeloop refine` gives for samples/<slug> (computed at build time), so the page
 * can never show more than the product does.
 */
export const EXAMPLE_RESULTS: readonly ExampleResult[] = examples.map((example) => {
  const { improvement } = example.refined.final_scores;
  return {
    title: example.title,
    industry: example.industry,
    experience: example.experience,
    experienceYears: yearsOf(example.experience),
    beforeScore: improvement.initial,
    afterScore: improvement.final,
    change: improvement.change,
    improvements: example.refined.history.map((change) => {
      const reason = change.reason.charAt(0).toUpperCase() + change.reason.slice(1);
      return change.after ? { reason, after: change.after } : { reason, removed: change.before };
    }),
    beforeText: example.resume.trimEnd(),
    afterText: example.refined.final_text,
  };
});
