// A short-lived in-process cache of public answers: GET calls under /api made without a bearer
// token (so nothing user-specific such as isFav is ever cached), answering 200, kept for a few
// seconds per process and language. Catalogue lists and details sort and count thousands of rows;
// under load most shoppers ask the same pages, and an answer a few seconds old is fine to show
// (the server decides prices and stock again at checkout). Concurrent misses of one key wait for
// the first one's answer instead of all querying the database (no stampede when a popular page
// expires). `x-cache: hit|miss` tells which. A hit is sent in the encoding the browser accepts from
// a compressed copy made once per entry (issue 24: brotli on every hit cost more CPU than the hit).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedCache, stringBytes } from '@store/shared/bounded-cache';
import { compressBrotli, compressGzip, COMPRESS_FROM } from './compression.ts';

const NEVER = [
  /^\/api\/users\b/,
  /^\/api\/captcha\b/,
  /^\/api\/docs\b/,
  /^\/api\/(health|ready)\b/,
  /^\/api\/social-login\b/,
  /^\/api\/cart\b/,
];

export interface MicroCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** ceiling of the answers kept, in bytes (issue 29): the least recently used go first */
  maxBytes: number;
  /** a request to answer fresh (a purge's refresh): the cached answer is replaced, not served */
  fresh?: (request: FastifyRequest) => boolean;
}

interface Entry {
  at: number;
  payload: string;
  contentType: string;
  /** compressed copies, made on the first hit that accepts them */
  br?: Buffer;
  gzip?: Buffer;
}

/** br or gzip when the request accepts it (with a non-zero q), br first. */
export function acceptedEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  let gzip = false;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** An entry's answer in the encoding asked: compressed once, at brotli 4 / gzip 6 as it is reused. */
function encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (entry.br ??= compressBrotli(entry.payload, 'kept'));
  return (entry.gzip ??= compressGzip(entry.payload, 'kept'));
}

const weigh = (entry: Entry) => stringBytes(entry.payload) + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 128;

export function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.url.startsWith('/api/') &&
    !request.headers.authorization &&
    !NEVER.some((re) => re.test(request.url))
  );
}

export function registerMicroCache(app: FastifyInstance, opts: MicroCacheOptions): { clear(): void } {
  const entries = new BoundedCache<Entry>(opts.maxBytes, opts.maxEntries);
  // off (PUBLIC_CACHE_SECONDS=0): no hooks at all, so uncached answers pay nothing for it
  if (opts.ttlMs <= 0) return { clear: () => entries.clear() };
  // the path and the query as the route's schema read it (unknown parameters such as utm_* are
  // stripped by validation, the known ones come in the schema's order): `?utm_source=a`, or the
  // same parameters in another order, share one entry (issue 23)
  const keyOf = (request: FastifyRequest) =>
    `${request.lang}|${request.url.split('?', 1)[0]}|${JSON.stringify(request.query ?? {})}`;
  const hits = new WeakSet<FastifyRequest>();
  /** the request computing each key's answer, and the others waiting for it */
  const inFlight = new Map<string, { leader: FastifyRequest; done: Promise<Entry | null>; finish: (e: Entry | null) => void }>();
  // a clear (a purge after a change) starts a new generation: an answer begun before it read the
  // data before the change, so it is sent to the one who asked but never kept, and whoever waited
  // for it asks afresh
  let generation = 0;
  const began = new WeakMap<FastifyRequest, number>();

  const settle = (request: FastifyRequest, entry: Entry | null) => {
    const key = keyOf(request);
    const flight = inFlight.get(key);
    if (flight?.leader === request) {
      inFlight.delete(key);
      flight.finish(entry);
    }
  };
  const sendHit = (reply: FastifyReply, request: FastifyRequest, entry: Entry) => {
    hits.add(request);
    reply.header('x-cache', 'hit').type(entry.contentType);
    const plain = entry.payload.length < COMPRESS_FROM || request.headers['x-no-compression'] !== undefined;
    const encoding = plain ? null : acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.payload);
    const grows = !entry[encoding];
    const body = encoded(entry, encoding);
    if (grows) entries.resize(keyOf(request), weigh(entry));
    // a Content-Encoding already set tells @fastify/compress to leave the body as it is
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
    return reply.header('content-encoding', encoding).send(body);
  };

  // preHandler: after every onRequest hook (security headers, auth) has run
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    began.set(request, generation);
    const key = keyOf(request);
    const entry = opts.fresh?.(request) ? undefined : entries.get(key);
    if (entry && Date.now() - entry.at <= opts.ttlMs) return sendHit(reply, request, entry);
    if (entry) entries.delete(key);
    const flight = inFlight.get(key);
    if (flight && !opts.fresh?.(request)) {
      const shared = await Promise.race([flight.done, new Promise<null>((r) => setTimeout(() => r(null), 5000).unref())]);
      if (shared) return sendHit(reply, request, shared);
      return; // the first request failed or was slow: answer this one normally
    }
    let finish!: (e: Entry | null) => void;
    const done = new Promise<Entry | null>((r) => (finish = r));
    inFlight.set(key, { leader: request, done, finish });
  });

  // a request that ends without onSend storing anything (error, abort) releases its waiters
  app.addHook('onResponse', async (request) => settle(request, null));

  app.addHook('onSend', async (request, reply, payload) => {
    if (hits.has(request) || !cacheable(request)) return payload;
    reply.header('x-cache', 'miss');
    if (reply.statusCode === 200 && typeof payload === 'string' && began.get(request) === generation) {
      const entry = { at: Date.now(), payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') };
      entries.set(keyOf(request), entry, weigh(entry));
      settle(request, entry);
    } else {
      settle(request, null);
    }
    return payload;
  });

  return {
    clear: () => {
      generation++;
      entries.clear();
      for (const flight of inFlight.values()) flight.finish(null);
      inFlight.clear();
    },
  };
}
