// Configuration from environment variables only (12-factor), validated once at start-up with a
// clear message for a bad value. Every variable is listed in .env.example and the README.
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { POINTS_RULE_LIMITS } from '@store/shared/cart';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A points rule's variable: the bounds the back-office's form accepts too (POINTS_RULE_LIMITS). */
const rule = (key: keyof typeof POINTS_RULE_LIMITS, fallback: number) =>
  z.coerce.number().int().min(POINTS_RULE_LIMITS[key][0]).max(POINTS_RULE_LIMITS[key][1]).default(fallback);

const schema = z
  .object({
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
    /**
     * public origin used in links, canonical URLs, sitemaps and payment callbacks: the only source
     * of absolute links (the request's Host header never is). Required in production; elsewhere it
     * defaults to http://localhost:PORT.
     */
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
    DATABASE_URL: z.string().url().optional(),
    // at least 2: at start-up one connection holds the migration lock while another migrates
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
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
    /**
     * how jobs are run: `auto` = on a PostgreSQL queue (pg-boss) when DATABASE_URL is set, else on
     * timers in this process; `inline` = always on timers in this process (the pre-queue behaviour)
     */
    JOB_QUEUE: z.enum(['auto', 'inline']).default('auto'),
    /** a read replica of DATABASE_URL for guests' catalogue reads (http/read-replica.ts); unset = the primary */
    DATABASE_REPLICA_URL: z.string().url().optional(),
    /** retries of a failed job run (exponential backoff from 5 s) before the dead-letter queue */
    JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(5),
    /** a run still active after this long (its worker died) is retried */
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
    /** how often the queue looks for expired runs and archives finished ones */
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Prometheus metrics on a listener of their own (METRICS_HOST:METRICS_PORT), never on PORT */
    METRICS_ENABLED: bool.default(false),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** seconds a public (guest, GET) API answer is reused by this process; 0 turns the cache off */
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /**
     * server renders one process runs at once; the others wait their turn in arrival order (issue
     * 24: fifty renders sharing the CPU all finish late, fifty in a queue finish one after another).
     * Default: RENDERS_PER_THREAD for each render thread, or that many on the main thread
     * (renderConcurrency)
     */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * threads that server-render pages beside the one answering requests (issue 24, eleventh
     * step: a render is React's CPU, and one thread used one core); 0 renders on the main thread.
     * Default: the cores this process may use, at most 4, or 0 on a single core
     */
    RENDER_THREADS: z.coerce
      .number()
      .int()
      .min(0)
      .max(32)
      .default(() => (availableParallelism() >= 2 ? Math.min(availableParallelism(), 4) : 0)),
    /** ceiling of the guests' page cache of one process, in MB (HTML and its compressed copies) */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** ceiling of the public API answers' micro-cache of one process, in MB */
    PUBLIC_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
    /**
     * seconds a shared cache (the fleet's reverse proxy, a CDN) may keep guests' pages and public
     * answers (`s-maxage`); 0 = answers are not marked for shared caches
     */
    SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
    /** seconds a shared cache may answer a stale copy while it refreshes it (`stale-while-revalidate`) */
    SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** the reverse proxy's address for purges, and the secret it accepts them with */
    SHARED_CACHE_PURGE_URL: z.string().url().optional(),
    SHARED_CACHE_PURGE_SECRET: z.string().min(16).optional(),
    /** reward points (spec §9 Total): value of one point in piastres (10 = 0.10 EGP) */
    POINTS_PIASTRES_PER_POINT: rule('piastresPerPoint', 10),
    /** the cart's points slider moves in steps of this many points */
    POINTS_TIER_INCREMENT: rule('tierIncrement', 50),
    /** fewer points than this cannot be redeemed on an order */
    POINTS_MIN_TO_USE: rule('minPointsToUse', 100),
    /** at most this percentage of the cart subtotal may be paid with points */
    POINTS_MAX_REDEEM_PERCENT: rule('maxRedeemPercent', 50),
    /** minutes an unpaid order holds its stock, coupon, points and wallet amount before it is released */
    ORDER_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
    /**
     * payment attempts an order may start (its first and each "Pay again"): each attempt gives it
     * ORDER_PAYMENT_MINUTES more, so this bounds how long an unpaid order can hold its stock
     */
    ORDER_PAYMENT_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    /** days after payment before an order's earned points can be spent (pending → available) */
    POINTS_MATURITY_DAYS: rule('maturityDays', 14),
    /** days after maturing before unspent earned points expire */
    POINTS_EXPIRY_DAYS: rule('expiryDays', 365),
    /** the payment gateway: the built-in sandbox (works offline) or Paymob */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'paymob']).default('sandbox'),
    // Paymob (payments/paymob/): all optional unless PAYMENT_GATEWAY=paymob, then required (see refine below)
    /** Paymob secret key (dashboard → Settings → Account info), sent as `Authorization: Token …` */
    PAYMOB_SECRET_KEY: z.string().min(1).optional(),
    /** Paymob public key, part of the Unified Checkout address the shopper is sent to */
    PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
    /** HMAC secret verifying Paymob's transaction callbacks (HMAC-SHA512) */
    PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
    /** Paymob integration id of online card payments */
    PAYMOB_INTEGRATION_CARD: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Paymob integration id of mobile wallets (Vodafone Cash, Orange Cash, e& cash…) */
    PAYMOB_INTEGRATION_WALLET: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Paymob integration id of bank installments */
    PAYMOB_INTEGRATION_INSTALLMENTS: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Paymob's API and Unified Checkout origin */
    PAYMOB_BASE_URL: z.string().url().default('https://accept.paymob.com'),
    /** smallest and largest wallet top-up a merchant may buy, in EGP */
    TOPUP_MIN_EGP: z.coerce.number().int().min(1).max(1_000_000).default(10),
    TOPUP_MAX_EGP: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
    /** Apple Pay on the web (the /apple-pay test page): merchant id and the merchant identity certificate */
    APPLE_PAY_MERCHANT_ID: z.string().optional(),
    /** PEM files of the merchant identity certificate and its private key */
    APPLE_PAY_CERT_FILE: z.string().optional(),
    APPLE_PAY_KEY_FILE: z.string().optional(),
    APPLE_PAY_DISPLAY_NAME: z.string().max(64).default('Gamers Souq'),
    /** the domain registered with Apple; defaults to PUBLIC_URL's host */
    APPLE_PAY_DOMAIN: z.string().optional(),
    /** NODE_ENV=production refuses the sandbox gateway unless this says so on purpose (a staging store) */
    PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
    /** where always-in-stock cards (stock type 0) get their codes: the local sandbox distributor, or none (staff) */
    CODE_SUPPLIER: z.enum(['sandbox', 'off']).default('sandbox'),
    /** unpaid wallet top-ups expire after this many minutes, like unpaid orders */
    TOPUP_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** the shipping carrier: the built-in sandbox carrier, advanced with `npm run shipping:advance` */
    SHIPPING_CARRIER: z.enum(['sandbox']).default('sandbox'),
    /** turn rate limits off (never in production; used by load benchmarks) */
    RATE_LIMIT_DISABLED: bool.default(false),
    /** where uploaded files live: the local disk under DATA_DIR/uploads, or an S3-compatible object store */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** an S3-compatible endpoint (MinIO, R2, s3rver); unset = AWS */
    S3_ENDPOINT: z.string().url().optional(),
    /** path-style addresses (http://host/bucket/key), needed by most S3-compatible servers */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** both or neither; unset = the SDK's default credential chain (instance role…) */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** /uploads/<key> streamed by the API (proxy, cacheable by the reverse proxy) or a 302 to a signed address */
    S3_SERVE: z.enum(['proxy', 'signed']).default('proxy'),
    /** lifetime of a signed address in seconds */
    S3_SIGNED_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3600)
      .default(300),
    /** where the built storefront lives; served with the SPA fallback when present */
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, issue) => {
    // links and cached pages must never take their address from what a client sends (issue 23)
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined)
      issue.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production (the public address used in links, e.g. https://shop.example)',
      });
    // checkout takes points in whole steps: a minimum off the step could never be redeemed (the
    // back-office's points rules are refused the same way)
    if (env.POINTS_MIN_TO_USE % env.POINTS_TIER_INCREMENT !== 0)
      issue.addIssue({
        code: 'custom',
        path: ['POINTS_MIN_TO_USE'],
        message: `must be 0 or a multiple of POINTS_TIER_INCREMENT (${env.POINTS_TIER_INCREMENT})`,
      });
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
      issue.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
      issue.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    // the sandbox gateway pays with one click: a production store must not start on it by accident
    if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY === 'sandbox' && !env.PAYMENT_SANDBOX_IN_PRODUCTION)
      issue.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'the sandbox gateway is refused in production: set PAYMENT_GATEWAY=paymob, or PAYMENT_SANDBOX_IN_PRODUCTION=true on purpose',
      });
    if (env.PAYMENT_GATEWAY !== 'paymob') return;
    // Paymob calls us back and sends the shopper back: it needs our public address, and its keys
    const required = [
      'PUBLIC_URL',
      'PAYMOB_SECRET_KEY',
      'PAYMOB_PUBLIC_KEY',
      'PAYMOB_HMAC_SECRET',
      'PAYMOB_INTEGRATION_CARD',
      'PAYMOB_INTEGRATION_WALLET',
      'PAYMOB_INTEGRATION_INSTALLMENTS',
    ] as const;
    for (const key of required) {
      if (env[key] === undefined)
        issue.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_GATEWAY=paymob' });
    }
  });

export type Env = z.infer<typeof schema>;

/**
 * Renders at once for each thread that renders (issue 24, eighteenth step): a render passes
 * between the main thread (its API calls, the document, compression) and a render thread (React),
 * so with two renders a thread one of them often waited for the other's stage while its own
 * thread idled; four keep both busy (docs/PERFORMANCE.md). On the main thread alone (no render
 * threads) they would share one core, so four there too.
 */
const RENDERS_PER_THREAD = 4;

/** RENDER_CONCURRENCY, or RENDERS_PER_THREAD for each of the `threads` render threads (at least one). */
export function renderConcurrency(env: Pick<Env, 'RENDER_CONCURRENCY'>, threads: number): number {
  return env.RENDER_CONCURRENCY ?? RENDERS_PER_THREAD * Math.max(1, threads);
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
