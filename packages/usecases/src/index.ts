export * from './limits';
export * from './resume-use-cases';
export * from './review-use-cases';
export * from './use-case-error';
