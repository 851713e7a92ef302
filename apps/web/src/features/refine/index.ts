// What other features use of the refinement flow.
export { useIndustryLabel } from './api/get-industries';
export { useUploadResume } from './api/upload-resume';
export { CategoryScoreBars } from './components/category-score-bars';
export { FileDropZone } from './components/file-drop-zone';
export { IndustrySelect } from './components/industry-select';
export { TextAreaField } from './components/text-area-field';
export {
  hasUnfinishedRefinement,
  openAnalysisInFlow,
  REFINE_QUESTIONS_PATH,
  sessionFromAnalysis,
} from './open-analysis';
export { flowErrorMessage, uploadErrorMessage } from './refine-errors';
