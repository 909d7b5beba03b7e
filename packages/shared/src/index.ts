export * from './money.ts';
export * from './stock.ts';
export * from './text.ts';
export * from './pagination.ts';
export * from './constants.ts';
export * from './api-types.ts';
export * from './auth/index.ts';
export * from './support/index.ts';
