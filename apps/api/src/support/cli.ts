// `npm run support:reply -- <ticket uuid> "text"`: posts a reply from the support team (spec §3
// replier 'support') and e-mails the customer, until the back-office exists. Configuration is the
// server's (DATA_DIR, DATABASE_URL, PORT, APP_SECRET). On the embedded database only the running
// server may open it, so the reply goes through the server (signed with APP_SECRET, see
// lib/staff-signature.ts); when no server answers, or on PostgreSQL, the command writes it directly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../bootstrap.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { replyAsSupport, SupportReplyError } from './service.ts';
import { SIGNATURE_HEADER, signSupportReply } from '../lib/staff-signature.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const USAGE = 'usage: npm run support:reply -- <ticket uuid> "reply text"';

/** Through the running server; null when no server answers at all. */
async function viaServer(env: Env, uuid: string, message: string): Promise<string | null> {
  const base = process.env.SUPPORT_API_URL ?? `http://127.0.0.1:${env.PORT}`;
  const signature = signSupportReply(loadSecrets(env).appSecret, uuid, message);
  let res: Response;
  try {
    res = await fetch(`${base}/api/support/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: JSON.stringify({ uuid, message }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return null;
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new SupportReplyError(body?.message ?? `the server answered ${res.status}`);
  return `through the server at ${base}`;
}

async function directly(env: Env, uuid: string, message: string): Promise<string> {
  const ctx = await createContext(env);
  try {
    await replyAsSupport(ctx, uuid, message);
    return ctx.database.engine === 'postgres' ? 'on PostgreSQL' : `on PGlite at ${path.join(env.DATA_DIR, 'pglite')}`;
  } finally {
    await ctx.database.close();
  }
}

async function main(): Promise<void> {
  const [uuid, ...words] = process.argv.slice(2);
  const message = words.join(' ').trim();
  if (!uuid || !message) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), LOG_LEVEL: 'warn', ...process.env });
  const where = (env.DATABASE_URL ? null : await viaServer(env, uuid, message)) ?? (await directly(env, uuid, message));
  console.log(`Support reply posted to ticket ${uuid} ${where}; the customer has been notified.`);
}

main().catch((err: unknown) => {
  console.error(
    err instanceof SupportReplyError || (err instanceof Error && err.message.startsWith('Invalid configuration'))
      ? `support:reply: ${err.message}`
      : err,
  );
  process.exit(1);
});
