export * from './catalogue';
export * from './format';
export * from './texts';
export * from './zod-issue';
