// Support tickets: the form and reply rules and their texts (spec §5), shared by API and storefront.
export * from './messages.ts';
export * from './rules.ts';
