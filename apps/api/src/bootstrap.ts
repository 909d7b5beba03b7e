// Builds the AppContext from configuration: database (PGlite under DATA_DIR or PostgreSQL),
// storage, secrets, the code cipher, the clock, and every adapter to the outside world (payment
// gateway, shipping carrier, e-mail and SMS, bot challenge). Shared by the server, the commands, the benches and
// the test harness, so tests run the adapters production runs (docs/decisions/adapters-built-once.md).
import path from 'node:path';
import type { Env } from './config/env.ts';
import type { AppContext, Clock } from './context.ts';
import { openDatabase, openReplica, type Database } from './db/client.ts';
import { botChallengeFor } from './integrations/captcha/index.ts';
import { configuredTransports } from './integrations/notifications/transports.ts';
import { configuredStorage } from './integrations/storage/configured.ts';
import { createCodeCipher } from './lib/code-cipher.ts';
import { loadSecrets } from './lib/secrets.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { paymobConfigFrom, paymobGateway } from './payments/paymob/gateway.ts';
import { sandboxGateway } from './payments/sandbox.ts';
import { sandboxCarrier, type Carrier } from './shipping/carrier.ts';
import { offSupplier, sandboxSupplier } from './integrations/code-supplier/index.ts';

export const systemClock: Clock = { now: () => new Date() };

export interface ContextOptions {
  /** an already opened database (the test harness's copy of the seeded template) */
  database?: Database;
  /** where uploads live (default DATA_DIR/uploads) */
  uploadsDir?: string;
  /** the HTTP client adapters call the outside world with (tests pass a fake answering recorded responses) */
  fetch?: typeof fetch;
}

function paymentGateway(env: Env, secrets: AppContext['secrets'], fetchImpl: typeof fetch): PaymentGateway {
  switch (env.PAYMENT_GATEWAY) {
    case 'sandbox':
      return sandboxGateway({ publicUrl: env.PUBLIC_URL, secret: secrets.appSecret });
    case 'paymob': {
      // loadEnv() already refused a missing setting; this guards a hand-built Env
      const cfg = paymobConfigFrom(env);
      if (!cfg || !env.PAYMOB_HMAC_SECRET) throw new Error('PAYMENT_GATEWAY=paymob needs PUBLIC_URL and every PAYMOB_* setting');
      return paymobGateway(cfg, fetchImpl);
    }
  }
}

function carrier(env: Env): Carrier {
  switch (env.SHIPPING_CARRIER) {
    case 'sandbox':
      return sandboxCarrier();
  }
}

export async function createContext(env: Env, opts: ContextOptions = {}): Promise<AppContext> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  const secrets = loadSecrets(env);
  // guests' catalogue reads on the replica (http/read-replica.ts); closed with the primary
  const replica =
    env.DATABASE_URL && env.DATABASE_REPLICA_URL ? openReplica(env.DATABASE_REPLICA_URL, env.DATABASE_POOL_SIZE) : undefined;
  const close = database.close.bind(database);
  if (replica) database.close = async () => void (await Promise.all([replica.close(), close()]));
  return {
    env,
    database,
    db: database.db,
    replica,
    storage: configuredStorage(env, opts.uploadsDir ?? path.join(env.DATA_DIR, 'uploads')),
    secrets,
    codes: createCodeCipher(secrets.codesKey),
    clock: systemClock,
    payments: paymentGateway(env, secrets, opts.fetch ?? fetch),
    carrier: carrier(env),
    codeSupplier: env.CODE_SUPPLIER === 'off' ? offSupplier : sandboxSupplier(secrets.appSecret),
    transports: configuredTransports(env),
    captcha: botChallengeFor(env),
  };
}
