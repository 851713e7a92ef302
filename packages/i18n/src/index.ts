export * from './catalogue';
export * from './locales';
export * from './translate';
