export * from './database';
export * from './dexie-mutation-transaction';
export * from './http';
export * from './lock';
export * from './open-user-sync';
export * from './status';
export * from './sync-client';
export * from './sync-engine';
