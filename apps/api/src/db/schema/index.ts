export * from './accounts.ts';
export * from './system.ts';
export * from './admin.ts';
export * from './notifications.ts';
export * from './catalogue.ts';
export * from './logistics.ts';
export * from './content.ts';
export * from './search.ts';
