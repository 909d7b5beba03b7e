export * from './catalog.ts';
export * from './accounts.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './support.ts';
export * from './search.ts';
export * from './staff.ts';
