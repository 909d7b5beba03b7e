// Security headers (helmet's defaults plus the store's Content-Security-Policy) on every answer.
// helmet's middleware is run ONCE at start-up against a recording response and the resulting
// header set is replayed by one synchronous onRequest hook. @fastify/helmet instead rebuilt the
// whole helmet middleware chain, re-parsing the CSP directives, on every request through two
// hooks (about 5 % of a small answer's CPU time, see docs/PERFORMANCE.md). No route varies
// these headers (no per-request CSP nonces); a route may still override one with reply.header().
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, computed without a request. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

export default fp(async function securityHeaders(app: FastifyInstance, options: { helmet: HelmetOptions }) {
  const headers = helmetHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
