export * from './entities';
export * from './mutation-rejected';
export * from './mutation-transaction';
export * from './mutators';
export * from './project-timer';
export * from './protocol';
export * from './time-spent-mutator';
