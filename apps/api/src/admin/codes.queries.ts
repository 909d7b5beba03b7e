// The SQL of card-code imports (issue 26). The codes go in as three text arrays unnested by ONE
// insert (one round trip, one statement, on PostgreSQL and PGlite alike; PostgreSQL parses a
// text[] literal faster than jsonb_to_recordset reads the same rows as JSON).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.ts';

/** A PostgreSQL text[] literal: every element quoted, backslashes and quotes escaped. */
export function textArray(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i) out += ',';
    out += `"${values[i]!.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}

export async function cardExists(db: Db, cardId: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from cards where id = ${cardId}`)).length === 1;
}

export async function lockCard(tx: Tx, cardId: number): Promise<void> {
  await tx.execute(sql`select id from cards where id = ${cardId} for update`);
}

/** Inserts the codes; a code the store already has fails the statement (23505, the unique hash index). */
export async function insertCodes(
  tx: Tx,
  cardId: number,
  encrypted: readonly string[],
  hashes: readonly string[],
  serials: readonly string[],
): Promise<void> {
  await tx.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
    select ${cardId}, x.c, x.h, x.s
    from unnest(${textArray(encrypted)}::text[], ${textArray(hashes)}::text[], ${textArray(serials)}::text[]) as x(c, h, s)`);
}

/** The card's stock becomes its count of available codes; answers it. */
export async function recountStock(tx: Tx, cardId: number): Promise<number> {
  const [after] = rowsOf<{ available: number }>(
    await tx.execute(sql`update cards set stock = (select count(*)::int from card_codes where card_id = ${cardId} and status = 'available'),
        updated_at = now() where id = ${cardId} returning stock as available`),
  );
  return after!.available;
}

/** Codes among `hashes` the store has, with their status (for the row-by-row report). */
export async function existingCodes(db: Db, hashes: readonly string[]): Promise<{ code_hash: string; status: string }[]> {
  return rowsOf<{ code_hash: string; status: string }>(
    await db.execute(sql`select code_hash, status from card_codes where code_hash = any(${textArray(hashes)}::text[])`),
  );
}
