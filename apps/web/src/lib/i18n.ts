// Moved to lib/i18n/index.ts (issue 25). Kept only for features/orders and features/wallet, which
// are being rebuilt (issue 22): they import the new path afterwards, and this file goes.
export * from './i18n/index.ts';
export { default } from './i18n/index.ts';
