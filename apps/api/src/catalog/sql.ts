// The catalogue's shared SQL fragments live in sql.queries.ts (SQL only in query modules); this
// path stays for the modules that import it (checkout, cart, search, admin, reviews).
export * from './sql.queries.ts';
