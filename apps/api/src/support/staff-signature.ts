// Moved to lib/staff-signature.ts (issue 25): support and shipping both sign their commands'
// requests with it. Kept only for shipping/ and orders/, which are being rebuilt (issue 22): they
// import the new path afterwards, and this file goes.
export * from '../lib/staff-signature.ts';
