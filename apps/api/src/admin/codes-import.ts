// CSV import of card codes (issue 26): one file, at most 100,000 rows, all or nothing.
//
// The file: UTF-8 (a BOM is dropped), LF or CRLF line ends, two columns code,serial (a first line
// naming them is skipped), quoted fields allowed (csv-parse). Every row is checked — both
// columns present and non-empty, at most 200 characters, the code not twice in the file and not
// already in the store (any card, any status) — and any problem refuses the whole file with a
// row-by-row report (422, data.problems: [{line, problem}], the first 1,000). Otherwise the codes
// are encrypted with the codes cipher, hashed (SHA-256, as at checkout and in the seed), and
// written in one transaction by ONE insert reading a JSON array (jsonb_to_recordset), so 100,000
// rows are one round trip on PostgreSQL and PGlite alike; the card's stock becomes its count of
// available codes under the card's row lock.
import { CODE_IMPORT_MAX_ROWS } from '@store/shared/contract/admin';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { sha256Hex } from '../lib/code-cipher.ts';
import { audit } from './audit.ts';
import { adminMessages } from './messages.ts';
import type { Staff } from './staff-auth.ts';

const MAX_FIELD = 200;
const MAX_REPORTED = 1000;

export interface ImportProblem {
  line: number;
  problem: string;
}

/** The request body as text; a CSV body is required. */
export function readCsvBody(body: unknown, lang: Lang): string {
  if (!Buffer.isBuffer(body) && typeof body !== 'string')
    throw new AppError(415, adminMessages(lang, 'importNotCsv'), undefined, null, 'unsupported_media_type');
  return Buffer.isBuffer(body) ? body.toString('utf8') : body;
}

function refuse(lang: Lang, problems: ImportProblem[]): never {
  const shown = problems.slice(0, MAX_REPORTED);
  throw new AppError(
    422,
    adminMessages(lang, 'importRefused', { count: problems.length }),
    shown.map((p) => `${lang === 'ar' ? 'السطر' : 'line'} ${p.line}: ${p.problem}`),
    { problems: shown, total_problems: problems.length },
    'invalid_input',
  );
}

interface Parsed {
  rows: { line: number; code: string; serial: string }[];
  problems: ImportProblem[];
}

/** Rows of the file with their line numbers, and the problems of single rows. */
export function parseCodesCsv(text: string, lang: Lang): Parsed {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 4096,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw new AppError(
      422,
      adminMessages(lang, 'importRefused', { count: 1 }),
      [
        `${lang === 'ar' ? 'السطر' : 'line'} ${e.lines ?? 1}: ${adminMessages(lang, 'rowBadCsv', { reason: (e.message ?? '').slice(0, 120) })}`,
      ],
      {
        problems: [
          { line: e.lines ?? 1, problem: adminMessages(lang, 'rowBadCsv', { reason: (e.message ?? '').slice(0, 120) }) },
        ],
        total_problems: 1,
      },
      'invalid_input',
    );
  }
  const first = records[0]?.record.map((c) => c.toLowerCase().replace(/[\s_-]/g, ''));
  if (first && first[0] === 'code' && (first[1] === 'serial' || first[1] === 'serialnumber')) records.shift();
  else if (first && first.length === 1 && first[0] === 'code') {
    throw new AppError(400, adminMessages(lang, 'importColumns'), undefined, null, 'invalid_input');
  }
  if (records.length === 0) throw new AppError(400, adminMessages(lang, 'importEmpty'), undefined, null, 'invalid_input');
  if (records.length > CODE_IMPORT_MAX_ROWS) {
    throw new AppError(
      413,
      adminMessages(lang, 'importTooMany', {
        max: CODE_IMPORT_MAX_ROWS.toLocaleString('en'),
        count: records.length.toLocaleString('en'),
      }),
      undefined,
      null,
      'payload_too_large',
    );
  }
  const rows: Parsed['rows'] = [];
  const problems: ImportProblem[] = [];
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length !== 2) {
      problems.push({ line, problem: adminMessages(lang, 'rowColumns', { count: record.length }) });
      continue;
    }
    const [code, serial] = record as [string, string];
    if (!code) problems.push({ line, problem: adminMessages(lang, 'rowEmptyCode') });
    else if (!serial) problems.push({ line, problem: adminMessages(lang, 'rowEmptySerial') });
    else if (code.length > MAX_FIELD || serial.length > MAX_FIELD)
      problems.push({ line, problem: adminMessages(lang, 'rowTooLong') });
    else rows.push({ line, code, serial });
  }
  return { rows, problems };
}

export async function importCodes(
  ctx: AppContext,
  staff: Staff,
  request: FastifyRequest,
  cardId: number,
  text: string,
): Promise<{ imported: number; available: number }> {
  const lang = request.lang;
  const card = rowsOf<{ id: number; stock_type: number }>(
    await ctx.db.execute(sql`select id, stock_type from cards where id = ${cardId}`),
  )[0];
  if (!card) throw new AppError(404, adminMessages(lang, 'notFound'));
  const { rows, problems } = parseCodesCsv(text, lang);

  const hashes = rows.map((r) => sha256Hex(r.code));
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const earlier = seen.get(hashes[i]!);
    if (earlier !== undefined)
      problems.push({ line: r.line, problem: adminMessages(lang, 'rowDuplicateFile', { line: earlier }) });
    else seen.set(hashes[i]!, r.line);
  });
  const existing = rowsOf<{ code_hash: string; status: string }>(
    await ctx.db.execute(sql`select k.code_hash, k.status from card_codes k
      join jsonb_array_elements_text(${JSON.stringify([...seen.keys()])}::jsonb) as h(v) on k.code_hash = h.v`),
  );
  for (const e of existing) {
    problems.push({ line: seen.get(e.code_hash)!, problem: adminMessages(lang, 'rowDuplicateStore', { status: e.status }) });
  }
  if (problems.length)
    refuse(
      lang,
      problems.sort((a, b) => a.line - b.line),
    );

  const payload = JSON.stringify(rows.map((r, i) => ({ c: ctx.codes.encrypt(r.code), h: hashes[i], s: r.serial })));
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from cards where id = ${cardId} for update`);
      await tx.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
        select ${cardId}, x.c, x.h, x.s from jsonb_to_recordset(${payload}::jsonb) as x(c text, h text, s text)`);
      const [after] = rowsOf<{ available: number }>(
        await tx.execute(sql`update cards set stock = (select count(*)::int from card_codes where card_id = ${cardId} and status = 'available'),
            updated_at = now() where id = ${cardId} returning stock as available`),
      );
      await audit(tx, staff, request, {
        action: 'import_codes',
        entity: 'card',
        entityId: cardId,
        after: { imported: rows.length, available: after!.available },
      });
      return { imported: rows.length, available: after!.available };
    });
  } catch (err) {
    // a concurrent import took one of these codes after the check: nothing of this file was kept
    if (
      (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw new AppError(409, adminMessages(lang, 'importRefused', { count: 1 }), undefined, null, 'conflict');
    }
    throw err;
  }
}
