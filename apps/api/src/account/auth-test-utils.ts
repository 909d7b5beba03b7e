// Helpers shared by the accounts integration tests: unique sign-up data, calls with an address
// and a language, the last code sent to a recipient, and row counts for "nothing half-way".
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import type { TestApp } from '../test/harness.ts';

let seq = 0;
// 20–99: the phone numbers below start with the tag, and the demo store's reviewers hold
// +2011 10000001–10000008 (demo/sources/reviews.ts); a tag of 10 made a file's first eight
// sign-ups answer 409 (taken), one CI run in a few
const runTag = Math.floor(Math.random() * 80) + 20;

/** A client address of its own, so one test's rate limits never touch another's. */
export function freshIp(): string {
  seq += 1;
  return `203.0.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
}

export function uniqueContact() {
  seq += 1;
  const n = String(runTag * 1_000_000 + seq)
    .padStart(8, '0')
    .slice(-8);
  return { email: `shopper${runTag}-${seq}@example.com`, phone: `+2011${n}`, localPhone: `011${n}` };
}

export function registerBody(over: Record<string, unknown> = {}) {
  const c = uniqueContact();
  return {
    email: c.email,
    phone: c.localPhone,
    dob: '20/04/1995',
    password: 'Secret#2026',
    password_confirmation: 'Secret#2026',
    ...over,
  };
}

export interface CallOptions {
  token?: string;
  lang?: 'en' | 'ar';
  ip?: string;
}

export function send(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown, o: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? freshIp() };
  if (o.lang) headers.lang = o.lang;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  return t.call({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function withChallenge(t: TestApp, body: Record<string, unknown>) {
  return { ...body, g_recaptcha_response: await solveTestChallenge(t.app) };
}

/** The 6-digit code of the newest message to this e-mail or phone (from the notifications rows). */
export async function lastCodeSentTo(ctx: AppContext, recipient: string): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipient, recipient))
    .orderBy(desc(notifications.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

export async function messagesTo(ctx: AppContext, recipient: string) {
  return ctx.db.select().from(notifications).where(eq(notifications.recipient, recipient)).orderBy(notifications.id);
}

export async function counts(ctx: AppContext): Promise<Record<string, number>> {
  const result = await ctx.db.execute(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from sessions) as sessions,
               (select count(*)::int from verification_codes) as codes, (select count(*)::int from notifications) as notifications`,
  );
  return rowsOf<Record<string, number>>(result)[0]!;
}
