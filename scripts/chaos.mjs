#!/usr/bin/env node
// `npm run chaos` (docs/OPERATIONS.md "The suite that kills things"): starts a PRIVATE PostgreSQL
// (initdb in a temporary folder, its own port) — the suite stops and restarts it, so it must never
// be the machine's shared one — and runs apps/api/src/chaos/chaos.test.ts against it: API
// processes SIGKILLed and restarted under 200 customers, PostgreSQL restarted under load, Redis
// (a private redis-server the test starts) down, the worker killed mid-job, one payment callback
// at two processes at once. Loopback only, bounded; `--short` is the form `npm test` runs
// (fewer customers, shorter rounds; 2–3½ minutes on a loaded 2-core machine).
// Beside it, a real streaming replica (apps/api/src/chaos/replica.test.ts): `pg_basebackup -R` of
// the private PostgreSQL into a second data folder, started as a hot standby on its own port; the
// store reads guests' catalogue from it (DATABASE_REPLICA_URL) while its replay is paused and
// while it is stopped. `--no-replica` leaves it out, `--replica-only` runs only it (under a minute).
//
//   CHAOS_BASE_PORT     API processes base+1..3, worker metrics none, Redis base+10   4100
//   CHAOS_PG_PORT       the private PostgreSQL                                        base+20
//   CHAOS_REPLICA_PORT  its streaming replica                                         base+21
//   CHAOS_PG_BIN        folder of initdb/pg_ctl            the newest /usr/lib/postgresql/<n>/bin
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ownFlags = ['--short', '--no-replica', '--replica-only'];
const short = process.argv.includes('--short');
const withReplica = !process.argv.includes('--no-replica');
const killing = !process.argv.includes('--replica-only');
// anything else goes to vitest, e.g. `-t "Redis down"` to run one round (after the shared setup)
const passThrough = process.argv.slice(2).filter((a) => !ownFlags.includes(a));
const base = Number(process.env.CHAOS_BASE_PORT ?? 4100);
const pgPort = Number(process.env.CHAOS_PG_PORT ?? base + 20);
const replicaPort = Number(process.env.CHAOS_REPLICA_PORT ?? base + 21);
const log = (m) => console.log(`chaos: ${m}`);

function pgBin() {
  if (process.env.CHAOS_PG_BIN) return process.env.CHAOS_PG_BIN;
  const dir = '/usr/lib/postgresql';
  const versions = fs.existsSync(dir) ? fs.readdirSync(dir).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(dir, v, 'bin/initdb'))) return path.join(dir, v, 'bin');
  throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set CHAOS_PG_BIN)');
}

/** whether something already listens on 127.0.0.1:port (a server left over from a stopped run) */
const taken = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });

// the suite's API processes, Redis and PostgreSQL take these ports; a process of an earlier run
// that still holds one would answer in its place (with a database this run never made), so say so
// and stop before anything starts
const ports = [base + 1, base + 2, base + 3, base + 10, pgPort, ...(withReplica ? [replicaPort] : [])];
const busy = [];
for (const port of ports) if (await taken(port)) busy.push(port);
if (busy.length) {
  console.error(
    `chaos: port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use (a server of an earlier run?); stop it or set CHAOS_BASE_PORT`,
  );
  process.exit(1);
}

const bin = pgBin();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-chaos-'));
fs.chmodSync(work, 0o755);
const data = path.join(work, 'pg');
const replicaData = path.join(work, 'replica');
// initdb and postgres refuse to run as root: run them as the postgres user then
const asRoot = process.getuid?.() === 0;
const pgCommand = (tool) => (asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool)] : [path.join(bin, tool)]);
const run = (argv, opts = {}) => execFileSync(argv[0], argv.slice(1), { stdio: 'inherit', ...opts });

let code = 1;
try {
  fs.mkdirSync(data);
  if (asRoot) run(['chown', '-R', 'postgres', work]);
  run([...pgCommand('initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const optionsOn = (port) =>
    [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${work}'`,
      '-c max_connections=300', // a hot standby needs at least the primary's
      '-c fsync=off', // the machine does not crash here: a PostgreSQL crash still recovers from its WAL
      '-c shared_buffers=64MB',
    ].join(' ');
  const options = optionsOn(pgPort);
  run([...pgCommand('pg_ctl'), '-D', data, '-o', options, '-l', path.join(work, 'pg.log'), '-w', 'start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`private PostgreSQL on 127.0.0.1:${pgPort} (${data})`);

  const replicaCtl = [
    ...pgCommand('pg_ctl'),
    '-D',
    replicaData,
    '-o',
    optionsOn(replicaPort),
    '-l',
    path.join(work, 'replica.log'),
  ];
  if (withReplica) {
    // a copy of the running primary that streams its WAL (-R writes primary_conninfo and standby.signal)
    const started = Date.now();
    run(
      [
        ...pgCommand('pg_basebackup'),
        ...['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-D', replicaData],
        ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    run([...replicaCtl, '-w', 'start'], { stdio: ['ignore', 'ignore', 'inherit'] });
    log(`its streaming replica on 127.0.0.1:${replicaPort} (${replicaData}, ${Date.now() - started} ms)`);
  }

  // one Vitest run, one file at a time: the replica's file must not run while the suite stops the primary
  const files = [
    ...(withReplica ? ['apps/api/src/chaos/replica.test.ts'] : []),
    ...(killing ? ['apps/api/src/chaos/chaos.test.ts'] : []),
  ];
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--no-file-parallelism', ...files, ...passThrough], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      CHAOS_PG_DATA: data,
      CHAOS_PG_CTL: JSON.stringify([...pgCommand('pg_ctl'), '-D', data, '-o', options, '-l', path.join(work, 'pg.log')]),
      CHAOS_BASE_PORT: String(base),
      CHAOS_SHORT: short ? '1' : '',
      ...(withReplica
        ? {
            CHAOS_REPLICA_URL: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
            CHAOS_REPLICA_CTL: JSON.stringify(replicaCtl),
          }
        : {}),
    },
  });
  code = res.status ?? 1;
} catch (err) {
  console.error(`chaos: ${err.message}`);
} finally {
  for (const dir of [replicaData, data])
    if (fs.existsSync(path.join(dir, 'postmaster.pid')))
      spawnSync(pgCommand('pg_ctl')[0], [...pgCommand('pg_ctl').slice(1), '-D', dir, '-m', 'immediate', 'stop'], {
        stdio: 'ignore',
      });
  fs.rmSync(work, { recursive: true, force: true });
}
log(code === 0 ? 'passed' : 'FAILED');
process.exit(code);
