// `npm run shipping:advance -- <tracking number | order number>`: the sandbox carrier's next event
// for a shipment (Record Created → Received at Origin Facility → Departed Operations Facility →
// Under Processing → Out for Delivery → Delivered), which moves the order to shipped and then
// completed. Like support:reply, it goes through the running server on the embedded database
// (signed with APP_SECRET) and writes directly when no server answers or on PostgreSQL.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../bootstrap.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { SIGNATURE_HEADER, signSupportReply } from '../lib/staff-signature.ts';
import { ADVANCE_SIGNATURE_SUBJECT } from './routes.ts';
import { advanceSandboxShipment, type RecordedUpdate } from './shipments.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const USAGE = 'usage: npm run shipping:advance -- <tracking number | order number>';

class AdvanceError extends Error {}

async function viaServer(env: Env, key: string): Promise<RecordedUpdate | null | undefined> {
  const base = process.env.STORE_API_URL ?? `http://127.0.0.1:${env.PORT}`;
  const nonce = crypto.randomBytes(8).toString('hex');
  const signature = signSupportReply(loadSecrets(env).appSecret, ADVANCE_SIGNATURE_SUBJECT, `${key}:${nonce}`);
  let res: Response;
  try {
    res = await fetch(`${base}/api/shipping/sandbox/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: JSON.stringify({ key, nonce }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return undefined;
  }
  const body = (await res.json().catch(() => null)) as { message?: string; data?: RecordedUpdate } | null;
  if (res.status === 404) return null;
  if (!res.ok) throw new AdvanceError(body?.message ?? `the server answered ${res.status}`);
  return body?.data ?? null;
}

async function directly(env: Env, key: string): Promise<RecordedUpdate | null> {
  const ctx = await createContext(env);
  try {
    return await advanceSandboxShipment(ctx, key);
  } finally {
    await ctx.database.close();
  }
}

async function main(): Promise<void> {
  const key = process.argv[2]?.trim();
  if (!key) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv({ DATA_DIR: path.join(repoRoot, 'data'), LOG_LEVEL: 'warn', ...process.env });
  const viaHttp = env.DATABASE_URL ? undefined : await viaServer(env, key);
  const result = viaHttp === undefined ? await directly(env, key) : viaHttp;
  if (!result) {
    console.error(`No sandbox shipment to advance for ${key} (unknown, or already delivered).`);
    process.exit(1);
  }
  console.log(`Shipment ${result.tracking}: step ${result.step} of 5; order ${result.orderId} is ${result.status}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
