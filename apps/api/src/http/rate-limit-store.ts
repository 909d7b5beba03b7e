// The rate limits' counters in this process's memory (when REDIS_URL is not set), answering each
// call with its own count. @fastify/rate-limit 11's memory store answers a call with the counter
// object it keeps, and the plugin reads the count from it only after an await: calls counted in
// the same tick all read the last count. Thirty sign-in guesses whose database reads came back
// together (PostgreSQL) were all counted 30 and all refused, where the first ten are checked
// (account/login.test.ts met it in CI); any burst of one key was refused too early the same way.
// This wraps the plugin's own store (its windows, expiry and LRU) and answers a copy of the count
// taken when the call was counted. The Redis store answers fresh values and needs no wrapping.
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Answer) => void;
interface MemoryStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): MemoryStore;
}

const require = createRequire(import.meta.url);
const PluginMemoryStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => MemoryStore;

/** counters kept at most (least recently used go first); every address and account is one */
const KEYS_KEPT = 100_000;

const copying =
  (cb: Callback): Callback =>
  (error, result) =>
    cb(error, result && { current: result.current, ttl: result.ttl });

export class SnapshotMemoryStore implements FastifyRateLimitStore {
  private readonly inner: MemoryStore;

  constructor(options: FastifyRateLimitOptions | { inner: MemoryStore }) {
    // the plugin hands its global parameters (continueExceeding, exponentialBackoff among them)
    const params = options as { inner?: MemoryStore; continueExceeding?: boolean; exponentialBackoff?: boolean };
    this.inner = params.inner ?? new PluginMemoryStore(params.continueExceeding, params.exponentialBackoff, KEYS_KEPT);
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, copying(cb), timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.inner.read(key, copying(cb), timeWindow, max);
  }

  child(routeOptions: unknown): SnapshotMemoryStore {
    return new SnapshotMemoryStore({ inner: this.inner.child({ ...(routeOptions as object), cache: KEYS_KEPT }) });
  }
}
