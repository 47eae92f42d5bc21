export * from './constants.ts';
export * from './schemas.ts';
export * from './batch.ts';
export * from './attributes.ts';
export * from './catalogue-attributes.ts';
