// What must hold between stock, codes, ledgers and orders whatever happened — a crash in the
// middle of placing orders, a repeated callback, a job that ran twice (issue 14 Reliability).
// `npm run check:invariants` runs these against the configured database; the crash test kills a
// server with SIGKILL under load and runs them after the restart. Each check is one query that
// answers the rows breaking it, so a report names what is wrong (the checks: invariants.queries.ts).
import type { Db } from '../db/client.ts';
import { INVARIANT_CHECKS, rowsBreaking } from './invariants.queries.ts';

export interface Violation {
  check: string;
  rows: Record<string, unknown>[];
}

/** Runs every check; an empty answer means the store is consistent. */
export async function checkInvariants(db: Db): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const c of INVARIANT_CHECKS) {
    const rows = await rowsBreaking(db, c);
    if (rows.length > 0) found.push({ check: c.name, rows: rows.slice(0, 20) });
  }
  return found;
}

export const INVARIANT_NAMES = INVARIANT_CHECKS.map((c) => c.name);
