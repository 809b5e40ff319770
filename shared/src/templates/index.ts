export * from './built-in';
export * from './template-content';
