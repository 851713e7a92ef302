// The engine's public API: pure functions and data, no I/O. (Spelling with a dictionary is a separate
// entry, '@resumeloop/engine/spelling', because loading the dictionary reads files.)
export { analyzeJob } from './job/analyze-job';
export { findLostWords } from './parse/find-lost-words';
export { parseResume } from './parse/parse-resume';
export { datesOnHeaderLine, renderResumeText } from './parse/render-resume-text';
export { type Analysis, type AnalyzeInput, analyze } from './pipeline/analyze';
export { generateQuestions } from './questions/generate-questions';
export { checkProvenance, type ProvenanceInput } from './refine/check-provenance';
export {
  applyEdits,
  type Edit,
  type EditOrigin,
  type ProposedEdit,
  type RevertResult,
  revertEdits,
  toHistoryItem,
} from './refine/edits';
export {
  type EditWriter,
  type Refinement,
  type RefineOptions,
  refine,
  rescore,
  type WriterContext,
} from './refine/refine';
export { overallScore, SCORE_CATEGORIES, type ScoreCategory } from './score/categories';
export {
  DEFAULT_AS_OF,
  type ScoreDetail,
  type ScoreOptions,
  scoreInDetail,
  scoreResume,
} from './score/score-resume';
export type { Speller } from './spelling/speller';
export { allSkills, findSkillMentions, type Skill } from './taxonomy/find-skills';
export {
  INDUSTRY_PROFILES,
  type IndustryProfile,
  industryProfile,
  listIndustries,
} from './taxonomy/industries';
export type * from './types';
