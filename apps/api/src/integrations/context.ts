// What the adapters read of the AppContext (context.ts): configuration, the database, and the
// adapters they call in turn. The AppContext has these fields, so a handler passes its `ctx`;
// the adapters name this narrower type so that they do not import the context that names them.
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { CaptchaConfig } from '@store/shared';
import type { Lang } from '../http/messages.ts';
import type { Channel, Transport } from './notifications/types.ts';

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

/** The bot-challenge adapter in AppContext (`ctx.captcha`), built by createContext from CAPTCHA_PROVIDER. */
export interface BotChallenge {
  readonly provider: CaptchaConfig['provider'];
  /** what GET /captcha/config answers */
  config(): CaptchaConfig;
  /** refuses the request unless `answer` is a valid, unused solution (see verifyChallenge) */
  verify(ctx: IntegrationContext, answer: string | null | undefined, lang: Lang, opts: VerifyOptions): Promise<void>;
}

export interface VerifyOptions {
  remoteIp?: string;
  /** ALTCHA: the least challenge level accepted (an address under pressure, account/limits.ts) */
  minLevel?: number;
}
