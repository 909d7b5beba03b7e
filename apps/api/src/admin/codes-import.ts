// CSV import of card codes (issue 26): one file, at most 100,000 rows, all or nothing.
//
// The file: UTF-8 (a BOM is dropped), LF or CRLF line ends, two columns code,serial (a first line
// naming them is skipped), quoted fields allowed (csv-parse). Every row is checked — both
// columns present and non-empty, at most 200 characters, the code not twice in the file and not
// already in the store (any card, any status) — and any problem refuses the whole file with a
// row-by-row report (422, data.problems: [{line, problem}], the first 1,000). Otherwise the codes
// are encrypted with the codes cipher, hashed (SHA-256, as at checkout and in the seed), and
// written in one transaction by ONE insert unnesting three text arrays (codes.queries.ts), so
// 100,000 rows are one round trip on PostgreSQL and PGlite alike. A code the store already has is
// refused by the unique hash index, which rolls everything back; only then (or when the file has
// problems of its own) are the file's hashes looked up for the row-by-row report, so a good file
// costs no look-up of 100,000 hashes before its insert. The card's stock becomes its count of
// available codes under the card's row lock.
import { groupThousands } from '@store/shared';
import { CODE_IMPORT_MAX_ROWS } from '@store/shared/contract/admin';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { sha256Hex } from '../lib/code-cipher.ts';
import { audit } from './audit.ts';
import { cardExists, existingCodes, insertCodes, lockCard, recountStock } from './codes.queries.ts';
import { adminMessages } from './messages.ts';
import type { Staff } from './staff-auth.ts';

const MAX_FIELD = 200;
/** control characters (NUL, a tab, a line feed inside quotes…): no code or serial number holds one, and the database's text cannot hold NUL */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
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

function refuseWith(lang: Lang, problems: RecordProblem[], lineOf: (index: number) => number): never {
  const report = problems.sort((x, y) => x.index - y.index).map((p) => ({ line: lineOf(p.index), problem: p.message(lineOf) }));
  refuse(lang, report);
}

/** "Nothing was imported: N rows have problems", one and two said in words (Arabic has a form for each). */
function refusedMessage(lang: Lang, count: number): string {
  return adminMessages(lang, count === 1 ? 'importRefusedOne' : count === 2 ? 'importRefusedTwo' : 'importRefused', {
    count: groupThousands(count),
  });
}

function refuse(lang: Lang, problems: ImportProblem[]): never {
  const shown = problems.slice(0, MAX_REPORTED);
  throw new AppError(
    422,
    refusedMessage(lang, problems.length),
    shown.map((p) => `${lang === 'ar' ? 'السطر' : 'line'} ${p.line}: ${p.problem}`),
    { problems: shown, total_problems: problems.length },
    'invalid_input',
  );
}

/** A problem of one record (its index among the file's records, header excluded), formatted once lines are known. */
interface RecordProblem {
  index: number;
  message: (lineOf: (index: number) => number) => string;
}

interface Parsed {
  rows: { index: number; code: string; serial: string }[];
  problems: RecordProblem[];
  /** the file line each record starts on (parsed again only when there is something to report) */
  lineOf: (index: number) => number;
}

const PARSE_OPTIONS = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
  max_record_size: 4096,
} as const;

function badCsv(lang: Lang, err: unknown): AppError {
  const e = err as { lines?: number; message?: string };
  const problem = adminMessages(lang, 'rowBadCsv', { reason: (e.message ?? '').slice(0, 120) });
  const line = e.lines ?? 1;
  return new AppError(
    422,
    refusedMessage(lang, 1),
    [`${lang === 'ar' ? 'السطر' : 'line'} ${line}: ${problem}`],
    { problems: [{ line, problem }], total_problems: 1 },
    'invalid_input',
  );
}

/**
 * Records of the file and the problems of single records. csv-parse's per-record line
 * information costs about four times the parse itself (3 s of 4 for 100,000 rows), so the file
 * is parsed without it and parsed again with it only when a refusal needs line numbers.
 */
export function parseCodesCsv(file: string, lang: Lang): Parsed {
  // one kind of line end, so lines are counted the same whichever the file has (csv-parse guesses
  // a lone CR as the record delimiter in a CRLF file and then counts a quoted field's breaks twice)
  const text = file.replace(/\r\n?/g, '\n');
  let records: string[][];
  try {
    records = parse(text, PARSE_OPTIONS) as string[][];
  } catch (err) {
    throw badCsv(lang, err);
  }
  const first = records[0]?.map((c) => c.toLowerCase().replace(/[\s_-]/g, ''));
  const header = Boolean(first && first[0] === 'code' && (first[1] === 'serial' || first[1] === 'serialnumber'));
  if (!header && first && first.length === 1 && first[0] === 'code') {
    throw new AppError(400, adminMessages(lang, 'importColumns'), undefined, null, 'invalid_input');
  }
  const offset = header ? 1 : 0;
  const count = records.length - offset;
  if (count <= 0) throw new AppError(400, adminMessages(lang, 'importEmpty'), undefined, null, 'invalid_input');
  if (count > CODE_IMPORT_MAX_ROWS) {
    throw new AppError(
      413,
      adminMessages(lang, 'importTooMany', {
        max: groupThousands(CODE_IMPORT_MAX_ROWS),
        count: groupThousands(count),
      }),
      undefined,
      null,
      'payload_too_large',
    );
  }
  let lines: number[] | null = null;
  const lineOf = (index: number) => {
    // csv-parse counts the lines read when a record ends: a record with a line break inside quotes
    // starts as many lines earlier as it holds breaks
    lines ??= (
      parse(text, { ...PARSE_OPTIONS, info: true, raw: true }) as unknown as { info: { lines: number }; raw: string }[]
    ).map((r) => r.info.lines - (r.raw.replace(/^\s+/, '').replace(/\n$/, '').match(/\n/g)?.length ?? 0));
    return lines[index + offset] ?? index + offset + 1;
  };
  const rows: Parsed['rows'] = [];
  const problems: RecordProblem[] = [];
  for (let index = 0; index < count; index++) {
    const record = records[index + offset]!;
    if (record.length !== 2) {
      problems.push({ index, message: () => adminMessages(lang, 'rowColumns', { count: record.length }) });
      continue;
    }
    const [code, serial] = record as [string, string];
    if (!code) problems.push({ index, message: () => adminMessages(lang, 'rowEmptyCode') });
    else if (!serial) problems.push({ index, message: () => adminMessages(lang, 'rowEmptySerial') });
    else if (code.length > MAX_FIELD || serial.length > MAX_FIELD)
      problems.push({ index, message: () => adminMessages(lang, 'rowTooLong') });
    else if (CONTROL.test(code) || CONTROL.test(serial))
      problems.push({ index, message: () => adminMessages(lang, 'rowControl') });
    else rows.push({ index, code, serial });
  }
  return { rows, problems, lineOf };
}

export async function importCodes(
  ctx: AppContext,
  staff: Staff,
  request: FastifyRequest,
  cardId: number,
  text: string,
): Promise<{ imported: number; available: number }> {
  const lang = request.lang;
  if (!(await cardExists(ctx.db, cardId))) throw new AppError(404, adminMessages(lang, 'notFound'));
  const { rows, problems, lineOf } = parseCodesCsv(text, lang);

  const hashes = rows.map((r) => sha256Hex(r.code));
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const earlier = seen.get(hashes[i]!);
    if (earlier !== undefined) {
      problems.push({ index: r.index, message: (line) => adminMessages(lang, 'rowDuplicateFile', { line: line(earlier) }) });
    } else seen.set(hashes[i]!, r.index);
  });
  // the row-by-row report of codes the store already has (any card, any status)
  const refuseWithStored = async (): Promise<never> => {
    for (const e of await existingCodes(ctx.db, [...seen.keys()])) {
      problems.push({
        index: seen.get(e.code_hash)!,
        message: () => adminMessages(lang, 'rowDuplicateStore', { status: codeStatusWord(lang, e.status) }),
      });
    }
    if (!problems.length) {
      // taken by a concurrent import and gone again before we looked: nothing of this file was kept
      throw new AppError(409, refusedMessage(lang, 1), undefined, null, 'conflict');
    }
    return refuseWith(lang, problems, lineOf);
  };
  if (problems.length) return refuseWithStored();

  const encrypted = ctx.codes.encryptMany(rows.map((r) => r.code));
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCard(tx, cardId);
      await insertCodes(
        tx,
        cardId,
        encrypted,
        hashes,
        rows.map((r) => r.serial),
      );
      const available = await recountStock(tx, cardId);
      await audit(tx, staff, request, {
        action: 'import_codes',
        entity: 'card',
        entityId: cardId,
        after: { imported: rows.length, available },
      });
      return { imported: rows.length, available };
    });
  } catch (err) {
    // the unique hash index refused a code the store already has: the transaction is rolled back
    if (isUniqueViolation(err)) return refuseWithStored();
    throw err;
  }
}

/** A code's status in the staff member's language (the stored word when a new status has none yet). */
function codeStatusWord(lang: Lang, status: string): string {
  const key = ({ available: 'codeAvailable', reserved: 'codeReserved', sold: 'codeSold' } as const)[status];
  return key ? adminMessages(lang, key) : status;
}
