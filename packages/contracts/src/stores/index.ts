export * from './platforms.ts';
export * from './domain.ts';
export * from './price-rules.ts';
export * from './settings.ts';
export * from './schemas.ts';
export * from './store-order-channel.ts';
