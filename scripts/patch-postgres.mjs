#!/usr/bin/env node
// Applied after every install (package.json "postinstall"; docs/decisions/27-postgres-driver-patch.md):
// postgres.js 3.4.9 (the newest) crashes the whole process with an uncatchable
// "TypeError: Cannot read properties of null (reading 'write')" when a connection closes while a
// small write waits in its setImmediate (porsager/postgres#1154, #1208; fix proposed in #1168, not
// released). `npm run chaos` found it: every API process died when PostgreSQL restarted. The
// guard below is the proposed fix: a write to a closed socket is dropped (the query it belonged
// to was already rejected with CONNECTION_CLOSED). Idempotent; a no-op once upstream fixes it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const from = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const to = `  function nextWrite(fn) {
    if (!socket) { // patched by scripts/patch-postgres.mjs (porsager/postgres#1168)
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      return false
    }
    const x = socket.write(chunk, fn)`;
// teardown cleared the pending write's timer without forgetting it: the connection, once reused,
// never flushed again (its queries hung) — forget the timer and the buffered bytes too
const teardown = [
  [
    `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    `    clearImmediate(nextWriteTimer), chunk = nextWriteTimer = null
    if (socket) {`,
  ],
  [
    `    incomings = null
    clearImmediate(nextWriteTimer)`,
    `    incomings = null
    clearImmediate(nextWriteTimer), chunk = nextWriteTimer = null`,
  ],
];
// a FATAL error (57P01 "terminating connection due to administrator command" when PostgreSQL
// stops) arrives during a query and the socket closes before any ReadyForQuery: closed() rejected
// the query but kept it and the error, and the NEXT connection's startup ReadyForQuery threw that
// stale error at the first new query and destroyed the fresh socket (each time raising the pool's
// shared reconnect back-off) — after a restart, processes took 10 s and more to answer again
teardown.push([
  `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
`,
  `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = errorResponse = null // patched by scripts/patch-postgres.mjs: no stale error on the next socket
`,
]);
let patched = 0;
for (const rel of ['node_modules/postgres/src/connection.js', 'node_modules/postgres/cjs/src/connection.js']) {
  const file = path.join(root, rel);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  let next = text;
  // each change once: applied when its old text is there and its new text is not yet
  for (const [a, b] of [[from, to], ...teardown]) if (!next.includes(b) && next.includes(a)) next = next.replace(a, b);
  if (next === text) continue;
  fs.writeFileSync(file, next);
  patched++;
}
if (patched) console.log(`postgres.js: guarded nextWrite against a closed socket (${patched} file(s))`);
