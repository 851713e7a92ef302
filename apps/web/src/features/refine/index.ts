// What other features use of the refinement flow.
export { useIndustryLabel } from './api/get-industries';
