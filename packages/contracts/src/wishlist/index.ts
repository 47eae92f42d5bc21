export * from './schemas.ts';
export * from './rules.ts';
