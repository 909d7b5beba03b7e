// `npm run jobs:dead` — the dead-letter view: job runs that failed every retry, newest first, with
// their last error; `npm run jobs:dead -- --retry <job name> <id>` runs one again.
import { loadEnv } from '../config/env.ts';
import { DEAD_LETTER, openBoss, QUEUE_SCHEMA } from './queue.ts';

const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('the job queue lives in PostgreSQL: set DATABASE_URL');
  process.exit(1);
}
const boss = openBoss(env.DATABASE_URL);
await boss.start();
try {
  const at = process.argv.indexOf('--retry');
  if (at > 0) {
    const [name, id] = process.argv.slice(at + 1);
    if (!name || !id) throw new Error('usage: npm run jobs:dead -- --retry <job name> <id>');
    await boss.retry(name, id);
    console.log(`run ${id} of ${name} is queued again`);
  }
  const db = (
    boss as unknown as { getDb(): { executeSql(t: string, v: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }
  ).getDb();
  const { rows } = await db.executeSql(
    `select j.id, j.name, j.state, j.retry_count, j.completed_on, j.output
       from ${QUEUE_SCHEMA}.job j
      where j.state = 'failed' and j.name <> $1
      order by j.completed_on desc nulls last limit 50`,
    [DEAD_LETTER],
  );
  const waiting = await boss.getQueueSize(DEAD_LETTER);
  console.log(`${rows.length} failed run(s) (out of retries); ${waiting} in the ${DEAD_LETTER} queue`);
  for (const r of rows) {
    const output = r.output as { message?: string } | null;
    console.log(
      `${String(r.completed_on)}  ${String(r.name)}  ${String(r.id)}  retries=${String(r.retry_count)}  ${output?.message ?? ''}`,
    );
  }
} finally {
  await boss.stop({ graceful: false, wait: true });
}
