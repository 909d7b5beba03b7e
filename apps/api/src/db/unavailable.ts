// Is this error the database being out of reach (restarting, down, refusing connections) rather
// than a fault in the request? Such requests answer 503 with the "briefly unavailable" envelope
// (app.ts) and the client may try again; nothing was written (each write is one transaction).
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);
// PostgreSQL SQLSTATEs: 08 connection exceptions, 57P01-57P03 shutting down / starting up,
// 53300 too many connections
const SQLSTATE = /^(08\w{3}|57P0[1-3]|53300)$/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK.has(code) || SQLSTATE.test(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
