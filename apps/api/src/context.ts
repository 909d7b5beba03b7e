// Everything a request handler may need, built once at start-up and hung on the app as `ctx`.
import type {} from 'fastify';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { BotChallenge } from './integrations/captcha/index.ts';
import type { Channel, Transport } from './integrations/notifications/transports.ts';
import type { Storage } from './integrations/storage/index.ts';
import type { CodeCipher } from './lib/code-cipher.ts';
import type { CodeSupplier } from './integrations/code-supplier/index.ts';
import type { Secrets } from './lib/secrets.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { Carrier } from './shipping/carrier.ts';

import type { Clock } from './integrations/context.ts';

export type { Clock };

/**
 * Built once by createContext() (bootstrap.ts), by the server, the commands, the benches and the
 * test harness alike: every adapter to the outside world lives here, chosen by configuration.
 */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  /** the read replica (DATABASE_REPLICA_URL) guests' catalogue reads use: http/read-replica.ts */
  replica?: Database;
  storage: Storage;
  secrets: Secrets;
  codes: CodeCipher;
  clock: Clock;
  /** the payment gateway (PAYMENT_GATEWAY): sandbox or Paymob */
  payments: PaymentGateway;
  /** the shipping carrier (SHIPPING_CARRIER): sandbox */
  carrier: Carrier;
  /** where always-in-stock cards get their codes (CODE_SUPPLIER): the sandbox distributor by default */
  codeSupplier: CodeSupplier;
  /** e-mail and SMS delivery: SMTP / SMS gateway when configured, else the local outbox */
  transports: Record<Channel, Transport>;
  /** the bot challenge (CAPTCHA_PROVIDER): ALTCHA, reCAPTCHA, Turnstile or off */
  captcha: BotChallenge;
}

export interface AuthUser {
  id: number;
  email: string;
  phone: string;
  userType: 'customer' | 'merchant';
  staffRole: 'none' | 'support' | 'admin';
  activation: 'waiting_Active' | 'Active' | 'deactivated';
  lang: 'en' | 'ar';
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    lang: 'en' | 'ar';
    /** the signed-in user, resolved from the bearer token; null for guests */
    user: AuthUser | null;
  }
}
