#!/usr/bin/env node
// `npm run fleet` (start) / `npm run fleet -- stop` / `npm run fleet -- status`: the store as a
// fleet on this machine (docs/OPERATIONS.md "A fleet on one machine"): nginx on one address with a
// shared page cache in front of three API processes on loopback ports, one worker (pg-boss), a
// local S3-compatible store (s3rver), on the running PostgreSQL and Redis.
//
//   FLEET_DATABASE_URL  PostgreSQL database (created when missing)  postgres://postgres@127.0.0.1:5432/store_fleet
//   FLEET_REDIS_URL     Redis                                       redis://127.0.0.1:6379/0
//   FLEET_BASE_PORT     APIs base+1..3, S3 base+4, metrics base+5..8, proxy base+9   8080
//   FLEET_DIR           pids, logs, nginx config and cache, S3 files, secrets         data/fleet
/* global AbortSignal, setTimeout */
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConf } from './fleet-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.env.FLEET_DIR ?? path.join(root, 'data/fleet'));
const base = Number(process.env.FLEET_BASE_PORT ?? 8080);
const ports = {
  apis: [base + 1, base + 2, base + 3],
  s3: base + 4,
  metrics: [base + 5, base + 6, base + 7, base + 8],
  proxy: base + 9,
};
const databaseUrl = process.env.FLEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/store_fleet';
const redisUrl = process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const pidsFile = path.join(dir, 'pids.json');
const publicUrl = `http://127.0.0.1:${ports.proxy}`;

const log = (m) => console.log(`fleet: ${m}`);
const readPids = () => (fs.existsSync(pidsFile) ? JSON.parse(fs.readFileSync(pidsFile, 'utf8')) : {});
const writePids = (p) => fs.writeFileSync(pidsFile, JSON.stringify(p, null, 2));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function secrets() {
  const file = path.join(dir, 'secrets.json');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      JSON.stringify({
        APP_SECRET: crypto.randomBytes(32).toString('hex'),
        CODES_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        SHARED_CACHE_PURGE_SECRET: crypto.randomBytes(24).toString('hex'),
      }),
      { mode: 0o600 },
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    log('installing nginx from Debian (apt-get install -y nginx)');
    execFileSync('apt-get', ['install', '-y', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return '/usr/sbin/nginx';
  }
  throw new Error('nginx is not installed: apt-get install nginx (as root), then run again');
}

async function waitReady(url, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${seconds} s (see ${dir}/*.log)`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function startProcess(name, args, env) {
  const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  return child.pid;
}

function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const script = `import postgres from 'postgres';
const sql = postgres(${JSON.stringify(admin.toString())}, { max: 1, onnotice: () => {} });
const [row] = await sql\`select 1 from pg_database where datname = \${${JSON.stringify(name)}}\`;
if (!row) await sql.unsafe('create database "${name.replace(/"/g, '')}"');
await sql.end();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
}

export function apiEnv(s, i) {
  return {
    NODE_ENV: 'production',
    // the built-in sandbox gateway on purpose (issue 22: production refuses it otherwise)
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '8',
    REDIS_URL: redisUrl,
    PUBLIC_URL: publicUrl,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    APP_SECRET: s.APP_SECRET,
    CODES_ENCRYPTION_KEY: s.CODES_ENCRYPTION_KEY,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'store',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_SERVE: 'proxy',
    SHARED_CACHE_SECONDS: process.env.FLEET_SHARED_CACHE_SECONDS ?? '30',
    SHARED_CACHE_STALE_SECONDS: '120',
    SHARED_CACHE_PURGE_URL: publicUrl,
    SHARED_CACHE_PURGE_SECRET: s.SHARED_CACHE_PURGE_SECRET,
    METRICS_ENABLED: 'true',
    METRICS_PORT: String(ports.metrics[i]),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    AWS_SDK_JS_SUPPRESS_NODE_VERSION_WARNING: '1',
  };
}

async function start() {
  fs.mkdirSync(path.join(dir, 'nginx-tmp'), { recursive: true });
  const running = readPids();
  if (Object.values(running).some((pid) => typeof pid === 'number' && alive(pid))) {
    log('already running (npm run fleet -- stop first)');
    return;
  }
  const nginx = nginxBinary();
  const s = secrets();
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    log('building the storefront (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  ensureDatabase();
  const pids = {};
  pids.s3 = startProcess('s3', ['scripts/s3-server.mjs', String(ports.s3), path.join(dir, 's3')], {});
  writePids(pids);
  await waitReady(`http://127.0.0.1:${ports.s3}/`, 30, 'the S3 server');
  log(`S3 server on 127.0.0.1:${ports.s3}`);

  // the first API process migrates and seeds; the others start once it is ready
  const server = ['--import', 'tsx', 'apps/api/src/server.ts'];
  pids.api1 = startProcess('api1', server, {
    ...apiEnv(s, 0),
    PORT: String(ports.apis[0]),
    RUN_JOBS: 'false',
    SEED_DEMO: 'true',
  });
  writePids(pids);
  await waitReady(`http://127.0.0.1:${ports.apis[0]}/api/ready`, 300, 'API 1');
  for (const i of [1, 2]) {
    pids[`api${i + 1}`] = startProcess(`api${i + 1}`, server, {
      ...apiEnv(s, i),
      PORT: String(ports.apis[i]),
      RUN_JOBS: 'false',
      SEED_DEMO: 'false',
    });
  }
  pids.worker = startProcess('worker', ['--import', 'tsx', 'apps/api/src/worker.ts'], { ...apiEnv(s, 3), SEED_DEMO: 'false' });
  writePids(pids);
  await Promise.all([1, 2].map((i) => waitReady(`http://127.0.0.1:${ports.apis[i]}/api/ready`, 300, `API ${i + 1}`)));

  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf({ dir, apis: ports.apis, proxy: ports.proxy, secret: s.SHARED_CACHE_PURGE_SECRET }));
  execFileSync(nginx, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
  execFileSync(nginx, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  pids.nginx = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
  writePids(pids);
  await waitReady(`${publicUrl}/api/ready`, 30, 'the proxy');
  log(`ready: the store on ${publicUrl} (nginx → APIs ${ports.apis.join(', ')}; worker; S3 ${ports.s3})`);
  log(`metrics: ${ports.metrics.map((p) => `http://127.0.0.1:${p}/metrics`).join(' ')}`);
  log(`logs and state: ${dir}; stop with npm run fleet -- stop`);
}

async function stop() {
  const pids = readPids();
  // the proxy first (no new requests), then APIs and worker (SIGTERM: finish in-flight), then S3
  const order = ['nginx', 'api1', 'api2', 'api3', 'worker', 's3'];
  for (const group of [['nginx'], ['api1', 'api2', 'api3', 'worker'], ['s3']]) {
    for (const name of group)
      if (pids[name] && alive(pids[name])) process.kill(pids[name], name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (group.some((n) => pids[n] && alive(pids[n])) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    for (const name of group) if (pids[name] && alive(pids[name])) process.kill(pids[name], 'SIGKILL');
  }
  fs.rmSync(pidsFile, { force: true });
  log(`stopped (${order.filter((n) => pids[n]).join(', ') || 'nothing was running'})`);
}

function status() {
  const pids = readPids();
  for (const [name, pid] of Object.entries(pids)) log(`${name.padEnd(7)} pid ${pid} ${alive(pid) ? 'running' : 'gone'}`);
  if (!Object.keys(pids).length) log('not running');
}

const command = process.argv[2] ?? 'start';
if (command === 'start')
  await start().catch(async (err) => {
    console.error(`fleet: ${err.message}`);
    await stop();
    process.exit(1);
  });
else if (command === 'stop') await stop();
else if (command === 'status') status();
else if (command === 'compose-conf') {
  // the nginx config compose.yaml mounts: the same proxy, upstreams by service name
  const secret = process.env.SHARED_CACHE_PURGE_SECRET;
  if (!secret || secret.length < 16) {
    console.error('fleet: set SHARED_CACHE_PURGE_SECRET (the same as in .env, at least 16 characters)');
    process.exit(2);
  }
  const out = path.join(root, 'data/compose/nginx.conf');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const conf = nginxConf({
    dir: '/var/cache/store',
    apis: ['api1:3000', 'api2:3000', 'api3:3000'],
    proxy: 8089,
    listen: '0.0.0.0:8089',
    foreground: true,
    secret,
  });
  fs.writeFileSync(out, conf);
  log(`wrote ${out}`);
} else {
  console.error('usage: npm run fleet [-- start|stop|status|compose-conf]');
  process.exit(2);
}
