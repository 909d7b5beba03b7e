// What the adapters read of the AppContext (context.ts): configuration, the database, and the
// adapters they call in turn. The AppContext has these fields, so a handler passes its `ctx`;
// the adapters name this narrower type so that they do not import the context that names them.
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { BotChallenge } from './captcha/index.ts';
import type { Channel, Transport } from './notifications/transports.ts';

/** The time the store's rules read (points maturity and expiry, unpaid-order release); tests replace it. */
export interface Clock {
  now(): Date;
}

export interface IntegrationContext {
  env: Env;
  clock: Clock;
  db: Db;
  secrets: Secrets;
  transports: Record<Channel, Transport>;
  captcha: BotChallenge;
}
