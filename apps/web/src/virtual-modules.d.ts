declare module 'virtual:example-results' {
  import type { RefineResponse } from '@resumeloop/contracts/scoring';

  /** A shipped sample (samples/) and what `resumeloop refine --json` makes of it (vite.config.ts). */
  const examples: ReadonlyArray<{
    slug: string;
    title: string;
    industry: string;
    experience: string;
    /** The sample's resume as written. */
    resume: string;
    refined: Pick<RefineResponse, 'final_text' | 'history' | 'final_scores' | 'unused_answers'>;
  }>;
  export default examples;
}
