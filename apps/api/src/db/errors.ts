// A database refusal as the drivers report it (a PostgreSQL SQLSTATE and, for a constraint, its
// name), found through whatever wraps it (drizzle's DrizzleQueryError keeps it as `cause`).
// postgres.js names the constraint `constraint_name`, PGlite `constraint`.
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface DatabaseRefusal {
  code: string;
  constraint?: string;
}

export function databaseRefusal(err: unknown): DatabaseRefusal | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint_name, constraint } = e as { code?: unknown; constraint_name?: string; constraint?: string };
    if (typeof code === 'string' && SQLSTATE.test(code)) return { code, constraint: constraint_name ?? constraint };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique index refused the write (any, or the one named). */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const refusal = databaseRefusal(err);
  return refusal?.code === '23505' && (index === undefined || refusal.constraint === index);
}

/** A deadlock or a serialization failure: the whole transaction may run again. */
export function isTransientConflict(err: unknown): boolean {
  const code = databaseRefusal(err)?.code;
  return code === '40P01' || code === '40001';
}
