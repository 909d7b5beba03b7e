// `npm test`: the whole suite in order — typecheck, lint, unit + API integration + component
// tests (Vitest; API tests on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set),
// the suite that kills things in its short form with the streaming replica (scripts/chaos.mjs),
// storefront build, end-to-end tests in Chromium (Playwright). Prints one closing line
// "total: N passed, N failed". Flags: --skip-e2e, --only-e2e, --skip-lint, --skip-chaos.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const root = path.resolve(import.meta.dirname, '..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** why each failed step failed, printed again at the end (CI keeps only the output's tail) */
const whyFailed = [];

/**
 * Runs one step, its output shown as it comes. With `log`, the output is also kept in that file,
 * and when the step fails its failures and unhandled errors are printed again at the end.
 */
function run(label, cmd, cmdArgs, env = {}, log = null) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const res = log
    ? spawnSync('bash', ['-c', 'set -o pipefail; "$@" 2>&1 | tee "$STEP_LOG"', 'step', cmd, ...cmdArgs], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env, STEP_LOG: log },
      })
    : spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) {
    failedSteps.push(label);
    if (log) whyFailed.push({ label, lines: failureLines(log) });
  }
  return ok;
}

/**
 * The lines of a Vitest log that say what failed: each failed test or file (FAIL, ×), what a
 * test's onTestFailed hook logged (lines from one starting "on failure:" up to the next blank
 * line, at most 60 a block) and the sections Vitest writes at the end (failed tests, unhandled
 * errors), at most 200 lines.
 */
function failureLines(log) {
  let text = '';
  try {
    text = fs.readFileSync(log, 'utf8');
  } catch {
    return ['(no output kept)'];
  }
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const picked = [];
  let inSection = false;
  let diagnosis = 0;
  for (const line of lines) {
    if (/⎯{2,}.*(Failed|Unhandled|Error)/.test(line)) inSection = true;
    else if (/^\s*Test Files\s/.test(line)) inSection = false;
    if (line.startsWith('on failure:')) diagnosis = 60;
    else if (!line.trim()) diagnosis = 0;
    if (diagnosis > 0) {
      diagnosis -= 1;
      picked.push(line.length > 2000 ? `${line.slice(0, 2000)} …` : line);
    } else if (inSection || /^\s*(FAIL|×|❯ .*\(\d+ tests? \|.*failed)/.test(line)) picked.push(line);
  }
  return picked.length ? picked.slice(0, 200) : lines.filter((l) => l.trim()).slice(-30);
}

/** Debian's Noto fonts: Arabic pages are drawn (and their layout measured) in Noto Sans Arabic */
function ensureArabicFont(canInstall) {
  if (!fs.existsSync('/usr/bin/dpkg') || spawnSync('dpkg', ['-s', 'fonts-noto-core']).status === 0) return;
  if (canInstall) {
    console.log("Arabic font missing: installing Debian's fonts-noto-core package (apt-get) ...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'fonts-noto-core'], { stdio: 'inherit', env });
  } else console.log('note: fonts-noto-core is not installed: Arabic pages are drawn in a fallback font');
}

function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (fs.existsSync(exe)) {
    ensureArabicFont(canInstall);
    return true;
  }
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get) ...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
    if (fs.existsSync(exe)) return true;
  }
  console.log(`missing: Chromium at ${exe} — install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH)`);
  return false;
}

/** why the chaos suite cannot run here (null when it can) */
function chaosPrerequisiteMissing() {
  const pgDir = '/usr/lib/postgresql';
  const pgBin = process.env.CHAOS_PG_BIN
    ? fs.existsSync(path.join(process.env.CHAOS_PG_BIN, 'initdb'))
    : fs.existsSync(pgDir) && fs.readdirSync(pgDir).some((v) => fs.existsSync(path.join(pgDir, v, 'bin/initdb')));
  if (!pgBin) return 'PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql, or set CHAOS_PG_BIN';
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server not found: apt-get install redis-server';
  return null;
}

function countVitest(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += (r.numFailedTests ?? 0) + ((r.numFailedTestSuites ?? 0) ? 0 : 0);
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } catch {
    /* the step's own failure is already recorded */
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
const onlyE2e = args.has('--only-e2e');

if (!onlyE2e) {
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  if (!args.has('--skip-lint')) run('lint', 'npm', ['run', '--silent', 'lint']);

  const pgUrl = process.env.TEST_DATABASE_URL;
  const unitJson = path.join(tmp, 'vitest.json');
  run(
    'unit, API (PGlite) and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
    { TEST_DATABASE_URL: '' },
    path.join(tmp, 'vitest-unit.log'),
  );
  countVitest(unitJson);
  if (pgUrl) {
    const pgJson = path.join(tmp, 'vitest-pg.json');
    run(
      'API tests on PostgreSQL',
      'npx',
      ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`],
      { TEST_DATABASE_URL: pgUrl },
      path.join(tmp, 'vitest-pg.log'),
    );
    countVitest(pgJson);
  }
  // the suite that kills things, short form, and the streaming replica (scripts/chaos.mjs: its own
  // private PostgreSQL, replica and Redis, never the machine's): needs PostgreSQL's server binaries
  // and redis-server; CHAOS_BASE_PORT (default 4100) picks its ports
  const chaosMissing = chaosPrerequisiteMissing();
  if (args.has('--skip-chaos')) console.log('\n=== chaos (short): skipped (--skip-chaos)');
  else if (chaosMissing) console.log(`\n=== chaos (short): skipped (${chaosMissing})`);
  else {
    const chaosJson = path.join(tmp, 'vitest-chaos.json');
    run(
      'chaos (short) and streaming replica',
      'node',
      ['scripts/chaos.mjs', '--short', '--reporter=default', '--reporter=json', `--outputFile.json=${chaosJson}`],
      {},
      path.join(tmp, 'vitest-chaos.log'),
    );
    countVitest(chaosJson);
  }
}

if (!args.has('--skip-e2e')) {
  if (ensureChromium()) {
    if (run('storefront build', 'npm', ['run', '--silent', 'build'])) {
      // first-load JavaScript of every page, public and signed-in, within 150 KB gz (issue 23)
      run('first-load JavaScript budget', 'node', ['--import', 'tsx', 'bench/js-size.ts']);
      const report = path.join(os.tmpdir(), 'store-e2e-report.json');
      fs.rmSync(report, { force: true });
      run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
      try {
        const r = JSON.parse(fs.readFileSync(report, 'utf8'));
        totals.passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
        totals.failed += r.stats?.unexpected ?? 0;
        totals.skipped += r.stats?.skipped ?? 0;
      } catch {
        /* recorded as a failed step */
      }
    }
  } else {
    failedSteps.push('chromium');
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
for (const { label, lines } of whyFailed) console.log(`\n=== why "${label}" failed\n${lines.join('\n')}`);
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
const failed = Math.max(totals.failed, failedSteps.length && totals.failed === 0 ? 1 : totals.failed);
console.log(`\ntotal: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
