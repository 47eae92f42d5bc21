export * from './accounts.ts';
export * from './system.ts';
export * from './admin.ts';
export * from './notifications.ts';
