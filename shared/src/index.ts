// @trilha/shared: the zod schemas of every entity, enums, constants and pure domain functions
// used by the sync protocol, the API and the web app alike. Depends on zod only.

export * from './achievements';
export * from './completion';
export * from './data-url';
export * from './dot-tally';
export * from './initials';
export * from './intl-formats';
export * from './languages';
export * from './maturity';
export * from './password';
export * from './phases';
export * from './plan-limits';
export * from './prerendered-pages';
export * from './pricing';
export * from './reading-time';
export * from './schemas/admin';
export * from './schemas/analysis';
export * from './schemas/article';
export * from './schemas/auth';
export * from './schemas/chat';
export * from './schemas/common';
export * from './schemas/define';
export * from './schemas/empathize';
export * from './schemas/facilitation';
export * from './schemas/ideate';
export * from './schemas/photo';
export * from './schemas/plans';
export * from './schemas/project';
export * from './schemas/prototype';
export * from './schemas/sharing';
export * from './schemas/test';
export * from './schemas/tools';
export * from './schemas/user';
export * from './tags';
export * from './timer-state';
export * from './without-icu';
