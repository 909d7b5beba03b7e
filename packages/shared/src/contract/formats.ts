// The formats of answer fields, declared once so the OpenAPI document (/api/docs) shows them and
// the contract test checks real answers against them: dates dd/mm/yyyy (spec §9), machine
// timestamps ISO 8601 beside them where a client sorts or computes, image addresses. And the
// formats of what requests send that every schema shares: a record's id, a typed day or instant.
import { z } from 'zod';
import { MAX_RECORD_ID } from '../routes.ts';

/** spec §9 Dates: dd/mm/yyyy. */
export const DISPLAY_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/** A date as shoppers read it (spec §9), in the store's time zone (Africa/Cairo). */
export const displayDate = (what = 'date') =>
  z
    .string()
    .regex(DISPLAY_DATE_PATTERN)
    .meta({ description: `${what}, dd/mm/yyyy (spec §9), in the store's time zone (Africa/Cairo)`, examples: ['23/11/2026'] });

/** An instant for programs (sorting, "new" badges): ISO 8601 in UTC. */
export const isoDateTime = (what = 'the same instant') =>
  z.iso.datetime().meta({ description: `${what}, ISO 8601 in UTC`, examples: ['2026-11-23T08:57:38.720Z'] });

/**
 * A record's id sent to the API: a whole number from 1 to the largest id a database integer holds
 * (a larger one would fail in the query, so it is refused as bad input, never a server error).
 * `message`: the refusal's message key, when the field has its own.
 */
export const recordId = (message?: string) => z.number(message).int(message).min(1, message).max(MAX_RECORD_ID, message);

/** A record's id in an address or a query string: text read as a number, then the same rule. */
export const recordIdParam = (message?: string) =>
  z.coerce.number(message).int(message).min(1, message).max(MAX_RECORD_ID, message);

/** The `{ id }` of an address like `/orders/:id`. */
export const idParams = z.object({ id: recordIdParam() });

/**
 * What a person types into a date or date-and-time field is checked here, once, for every form
 * that sends one: a day the calendar has (no 30 February), a four-digit year from 1000 (the
 * database has no year 0, and a fifth digit is a typing slip, not a date).
 */
const FIRST_TYPED_YEAR = 1000;
const fourDigitYear = (v: string) => /^\d{4}-/.test(v) && Number(v.slice(0, 4)) >= FIRST_TYPED_YEAR;

/** A day typed into a date field: yyyy-mm-dd. `message`: the refusal's message key. */
export const typedDay = (message: string) => z.string(message).trim().pipe(z.iso.date(message)).refine(fourDigitYear, message);

/** An instant chosen in a date-and-time field, sent as ISO 8601 with its offset; answered in UTC. */
export const typedInstant = (message: string) =>
  z
    .string(message)
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .refine(fourDigitYear, message)
    .transform((v) => new Date(v).toISOString());

/**
 * A country's flag (spec §3 Country.flag): the address of an SVG image (3:2) served by the API
 * under /flags/; null only for a country code the flag set has no image for.
 */
export const flagImage = () =>
  z
    .string()
    .regex(/^\/flags\/[A-Z]{2}\.svg$/)
    .nullable()
    .meta({ format: 'uri-reference', description: 'flag image address (SVG, 3:2), or null', examples: ['/flags/EG.svg'] });
