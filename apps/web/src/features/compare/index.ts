// What other features use of the compare page (premium bulk analysis).
export { COMPARE_PATH } from './paths';
