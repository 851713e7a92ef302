// The engine's public API: pure functions and data, no I/O. (Spelling with a dictionary is a separate
// entry, '@resumeloop/engine/spelling', because loading the dictionary reads files.)
export { analyzeJob } from './job/analyze-job';
export { type DetectedLanguage, detectLanguage, type TextLanguage } from './lang/detect-language';
export { findLostWords } from './parse/find-lost-words';
export { parseResume } from './parse/parse-resume';
export { datesOnHeaderLine, entryGroups, headerLines, renderResumeText } from './parse/render-resume-text';
export { type Analysis, type AnalyzeInput, analyze } from './pipeline/analyze';
export { generateQuestions } from './questions/generate-questions';
export { applyEdit, applyEdits } from './refine/apply-edit';
export { checkProvenance, droppedContent, type ProvenanceInput } from './refine/check-provenance';
export {
  type Edit,
  type EditOrigin,
  historyOf,
  type ProposedEdit,
  toHistoryItem,
  withId,
} from './refine/edits';
export { type Refinement, type RefineOptions, refine, rescore } from './refine/refine';
export { type RevertResult, revertEdits } from './refine/revert-edits';
export type { EditWriter, WriterContext } from './refine/writer-context';
export { checkClaims } from './review/check-claims';
export { type ClaimFlag, verdictOf } from './review/claim-flag';
export { type AskedQuestion, type ClaimSources, readClaimSources } from './review/claim-sources';
export { judgeEdit } from './review/judge-edit';
export type { ChangeKind, ChangeVerdict, ClaimKind, WriterName } from './review/review-constants';
export {
  type ReviewedChange,
  type RewriteReview,
  reviewRewrite,
  withText,
} from './review/review-rewrite';
export { readRewriteText } from './review/rewrite-text';
export { overallScore, SCORE_CATEGORIES, type ScoreCategory } from './score/categories';
export {
  DEFAULT_AS_OF,
  type ScoreDetail,
  type ScoreInput,
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
