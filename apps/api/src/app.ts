// Builds the Fastify application from plugins and the feature modules (features.ts). Everything the store
// answers lives under /api; the built storefront is served beside it with the SPA fallback.
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import adminFeature from './admin/index.ts';
import type { AppContext } from './context.ts';
import { onPrimary } from './http/read-replica.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { loadFeatures } from './features.ts';
import { instrumentApp, type Metrics } from './health/metrics.ts';
import { defaultErrorCode, failureEnvelope } from '@store/shared/contract/envelope';
import { failure } from './http/envelope.ts';
import { AppError } from './http/errors.ts';
import { readLang } from './http/lang.ts';
import { SnapshotMemoryStore } from './http/rate-limit-store.ts';
import { httpMessages, rateLimitedMessage } from './http/messages.ts';
import { registerBodyParsers, bodyValidatorCompiler } from './http/request-body.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { isPageRequest, repairedAddress } from './seo/page-address.ts';
import { ANSWER_BROTLI_OPTIONS, COMPRESS_FROM, SYNC_COMPRESS_MAX, sizedZlib } from './http/compression.ts';
import { registerMicroCache } from './http/micro-cache.ts';
import { invalidatePublic, registerPublicCache, settlePublicPurges } from './http/public-cache.ts';
import { isRefresh, registerPurgeFanOut, registerSharedCacheHeaders } from './http/shared-cache.ts';
import { contractSerializerCompiler, type AnswerInspector } from './http/serializer.ts';
import { issuesToMessages } from './http/validation.ts';
import authPlugin from './plugins/auth.ts';
import securityHeaders from './plugins/security-headers.ts';
import webPlugin from './plugins/web.ts';
import { registerPageMeta } from './seo/document.ts';

export interface BuildOptions {
  /** pino logger options, or false for silence (tests) */
  logger?: boolean | { level: string };
  /** directory of the built storefront; when absent only the API is served */
  webDist?: string | null;
  /** sees every answer before it is serialised through its schema (the contract test) */
  inspectAnswer?: AnswerInspector;
  /** directory of the built admin app (default apps/admin/dist; null: not served) */
  adminDist?: string | null;
  /** Prometheus metrics (METRICS_ENABLED): per-route request counts and latency */
  metrics?: Metrics;
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: ctx.env.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    // a request Node cannot read is answered the envelope too (http/client-errors.ts)
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    // boolean | hop count | address list; the cast only picks Fastify's http1 overload
    trustProxy: ctx.env.TRUST_PROXY as boolean,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // errors raised before routing (malformed or over-long URLs) answer the envelope too
    frameworkErrors: (error, request, reply) => {
      const lang = readLang(request.headers.lang);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // a page's address the router cannot decode leads to the page it still names (a shared
      // link cut in the middle of an Arabic letter), not to an envelope the browser shows as text
      const repaired = isPageRequest(request.method, request.url) && !tooLong ? repairedAddress(request.url) : null;
      if (repaired) return void (reply as FastifyReply).header('cache-control', 'no-store').redirect(repaired, 302);
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .send(failure(httpMessages(lang, tooLong ? 'uriTooLong' : 'badUrl'), 'invalid_input'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(bodyValidatorCompiler);
  registerBodyParsers(app);
  // answers are written through their route's response schema (http/serializer.ts)
  app.setSerializerCompiler(contractSerializerCompiler(opts.inspectAnswer));
  app.decorate('ctx', ctx);
  app.decorateRequest('lang', 'en');
  if (opts.metrics) instrumentApp(app, opts.metrics);

  // every API route documents its refusals as the failure envelope (and writes them through it)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.schema.hide) return;
    const response = (route.schema.response ??= {}) as Record<string, unknown>;
    response['4xx'] ??= failureEnvelope;
    response['5xx'] ??= failureEnvelope;
  });

  // spec §7: the `lang` header picks the language of data and messages (unknown tags fall back)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    request.lang = readLang(request.headers.lang);
    done();
  });

  // the back-office and a purge's refresh read their own writes: the primary, never the replica
  if (ctx.replica)
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/admin') || isRefresh(ctx, request.headers)) onPrimary(done);
      else done();
    });

  // before compression, so cached answers are the serialised JSON (see http/micro-cache.ts)
  const microCache = registerMicroCache(app, {
    ttlMs: ctx.env.PUBLIC_CACHE_SECONDS * 1000,
    maxEntries: 5000,
    maxBytes: ctx.env.PUBLIC_CACHE_MAX_MB * 1024 * 1024,
    fresh: (request) => isRefresh(ctx, request.headers),
  });
  // one registry of the public caches, one way to drop them (http/public-cache.ts): purges made by
  // any process reach this one over Redis, and a write answers once its purges are done
  const offCache = registerPublicCache(ctx, microCache);
  app.addHook('onClose', async () => offCache());
  registerSharedCacheHeaders(app, ctx);
  registerPurgeFanOut(app, ctx, (change) => invalidatePublic(ctx, change, true));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await settlePublicPurges(ctx);
    return payload;
  });

  // PostgreSQL text cannot hold NUL; refuse it for every route instead of failing in a query
  app.addHook('preValidation', (request, _reply, done) => {
    const bad = hasNul(request.params) || hasNul(request.query) || hasNul(request.body);
    done(bad ? new AppError(400, httpMessages(request.lang, 'invalidCharacters')) : undefined);
  });

  // Google Identity Services is allowed only when Google sign-in is configured
  const google = ctx.env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...google],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...google],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", ...google],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  // answers are compressed per request: brotli quality 1 costs about a third of quality 4's CPU
  // time on a 12 KB list answer for about 12 % more bytes (docs/PERFORMANCE.md); built assets are
  // compressed at build time at the highest quality. Smaller answers than 1 KB go uncompressed.
  // An answer held in memory is compressed in one call, brotli told its size (http/compression.ts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM,
    syncThreshold: SYNC_COMPRESS_MAX,
    zlib: sizedZlib,
    encodings: ['br', 'gzip'],
    brotliOptions: ANSWER_BROTLI_OPTIONS,
  });
  await app.register(cookie);
  // ceilings for any multipart body; support/form.ts sets tighter ones per call (spec §9 images)
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 20, fieldSize: 64 * 1024, parts: 24, headerPairs: 50 },
  });
  const limitsRedis = ctx.env.REDIS_URL
    ? // no offline queue: while Redis is unreachable a limit check fails at once (and is skipped)
      // instead of waiting for a reconnection
      new Redis(ctx.env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  // a Redis outage must not stop the store selling: limits are skipped while Redis is unreachable
  // (skipOnError; docs/OPERATIONS.md "Redis down"), the bot challenge still guards the forms
  limitsRedis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis (rate limits) unavailable'));
  app.addHook('onClose', async () => {
    if (limitsRedis?.status === 'ready') await limitsRedis.quit().catch(() => limitsRedis.disconnect());
    else limitsRedis?.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis: limitsRedis,
    // without Redis, counters in memory that answer each call its own count (rate-limit-store.ts)
    ...(limitsRedis ? {} : { store: SnapshotMemoryStore }),
    nameSpace: 'store-rl:',
    skipOnError: true,
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, rateLimitedMessage(request.lang, seconds));
    },
    enableDraftSpec: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gamers Souq store API',
        version: '1.0.0',
        description: 'Envelope: {status, data, message, errors}. Send `lang: en|ar`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, staff: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(failure(error.message, error.code, error.errors, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message,
      })) as unknown as z.core.$ZodIssue[];
      const messages = issuesToMessages(issues, lang);
      return reply.code(400).send(failure(messages[0] ?? httpMessages(lang, 'validation'), 'invalid_input', messages));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failure(httpMessages(lang, 'bodyTooLarge'), 'payload_too_large'));
    if (status === 415)
      return reply.code(415).send(failure(httpMessages(lang, 'unsupportedMediaType'), 'unsupported_media_type'));
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send(failure(httpMessages(lang, 'badJson'), 'invalid_input'));
    }
    if (status === 400 && (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP'))) {
      return reply.code(400).send(failure(httpMessages(lang, 'badJson'), 'invalid_input'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(httpMessages(lang, 'validation'), defaultErrorCode(status)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(failure(httpMessages(lang, 'unavailable'), 'unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(httpMessages(lang, 'serverError'), 'server_error'));
  });

  // every feature's routes under /api, its root routes and its pages' metadata (features.ts)
  const features = await loadFeatures();
  await app.register(
    async (api) => {
      for (const feature of features) for (const routes of feature.routes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );
  for (const feature of features) for (const routes of feature.rootRoutes ?? []) await app.register(routes);
  for (const feature of features) for (const [pattern, resolve] of feature.pages ?? []) registerPageMeta(pattern, resolve);

  // the back-office (apps/admin at /admin, its API under /api/admin): registered by hand because it
  // takes the built admin app's folder
  await app.register(adminFeature, { adminDist: opts.adminDist });
  await app.register(webPlugin, { webDist: opts.webDist ?? null });
  return app;
}
