// Account rules and request schemas shared by the API and the storefront forms (spec §5, §7).
export * from './messages.ts';
export * from './identifier.ts';
export * from './dob.ts';
export * from './password.ts';
export * from './validators.ts';
export * from './schemas.ts';
