// Configuration from environment variables only (12-factor), validated once at start-up with a
// clear message for a bad value. Every variable is listed in .env.example and the README.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits):
   * false (default, direct connections), true (any — only behind a proxy that strips the header),
   * a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string[] => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^\d+$/.test(v)) return Number(v);
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /** public origin used in links, canonical URLs, sitemaps and payment callbacks */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** seed the demo catalogue when the database is empty */
  SEED_DEMO: bool.default(true),
  /** 64 hex characters; generated into DATA_DIR for the embedded default when absent */
  CODES_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  /** secret for signing bot challenges and payment callbacks; generated into DATA_DIR when absent */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** altcha (default) | recaptcha | turnstile | off (tests only) */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'turnstile', 'off']).default('altcha'),
  CAPTCHA_SECRET: z.string().optional(),
  /** public site key of reCAPTCHA/Turnstile, handed to the storefront */
  CAPTCHA_SITE_KEY: z.string().optional(),
  /** proof-of-work cost of an ALTCHA challenge */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gamers Souq <no-reply@gamers-souq.local>'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** run background jobs in this process */
  RUN_JOBS: bool.default(true),
  METRICS_ENABLED: bool.default(false),
  /** seconds a public (guest, GET) API answer is reused by this process; 0 turns the cache off */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** reward points (spec §9 Total): value of one point in piastres (10 = 0.10 EGP) */
  POINTS_PIASTRES_PER_POINT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** the cart's points slider moves in steps of this many points */
  POINTS_TIER_INCREMENT: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** fewer points than this cannot be redeemed on an order */
  POINTS_MIN_TO_USE: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** at most this percentage of the cart subtotal may be paid with points */
  POINTS_MAX_REDEEM_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  /** minutes an unpaid order holds its stock, coupon, points and wallet amount before it is released */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** days after payment before an order's earned points can be spent (pending → available) */
  POINTS_MATURITY_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
  /** days after maturing before unspent earned points expire */
  POINTS_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** the payment gateway: the built-in sandbox (works offline) or Paymob */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paymob']).default('sandbox'),
  /** the shipping carrier: the built-in sandbox carrier, advanced with `npm run shipping:advance` */
  SHIPPING_CARRIER: z.enum(['sandbox']).default('sandbox'),
  /** turn rate limits off (never in production; used by load benchmarks) */
  RATE_LIMIT_DISABLED: bool.default(false),
  /** where the built storefront lives; served with the SPA fallback when present */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
