export * from './limits';
export * from './resume-use-cases';
export * from './use-case-error';
