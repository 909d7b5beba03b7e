// EXPLAIN (ANALYZE, BUFFERS) of every catalogue statement behind the benched calls, on the bench
// database (called by bench/run.ts, written to docs/PERFORMANCE-EXPLAIN.md). Each call runs once
// through the real service with db.execute recorded, then each recorded statement is explained
// with its own parameters (after a few warm runs; the median planning and execution time of five
// EXPLAINs is reported next to the plan of the first).
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../apps/api/src/context.ts';
import * as catalog from '../apps/api/src/catalog/service.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';

interface Explained {
  name: string;
  planningMs: number;
  executionMs: number;
  text: string;
  plan: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const msOf = (plan: string[], label: string) => Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);

export async function explainCatalogue(ctx: AppContext, ids: { product: number; card: number }): Promise<string> {
  const viewer = { lang: 'en' as const, userId: null };
  const cases: [string, () => Promise<unknown>][] = [
    [
      'category list, branch 34 (9 categories), price ↑, page 1',
      () =>
        catalog.productsOfCategory(ctx, viewer, {
          category_id: 34,
          sort_type: 'asc_price',
          instock: false,
          page: 1,
          per_page: 20,
        }),
    ],
    [
      'category list, branch 34, price ↓, page 50',
      () =>
        catalog.productsOfCategory(ctx, viewer, {
          category_id: 34,
          sort_type: 'desc_price',
          instock: false,
          page: 50,
          per_page: 20,
        }),
    ],
    [
      'category list, branch 34, in stock only, page 2',
      () =>
        catalog.productsOfCategory(ctx, viewer, {
          category_id: 34,
          sort_type: 'asc_price',
          instock: true,
          page: 2,
          per_page: 20,
        }),
    ],
    [
      'category list, all hardware (branch 2), page 1',
      () =>
        catalog.productsOfCategory(ctx, viewer, {
          category_id: 2,
          sort_type: 'asc_price',
          instock: false,
          page: 1,
          per_page: 20,
        }),
    ],
    [
      'card list, all digital (branch 3), price ↓, page 1',
      () => catalog.cardsOfCategory(ctx, viewer, { category_id: 3, sort_type: 'desc_price', page: 1, per_page: 20 }),
    ],
    [
      'card list, category 140, one country, page 1',
      () =>
        catalog.cardsOfCategory(ctx, viewer, { category_id: 140, country_id: 1, sort_type: 'asc_price', page: 1, per_page: 20 }),
    ],
    [`product detail ${ids.product}`, () => catalog.productDetails(ctx, viewer, ids.product, { page: 1, per_page: 8 })],
    [`card detail ${ids.card}`, () => catalog.cardDetails(ctx, viewer, ids.card, { page: 1, per_page: 8 })],
    ['deals', () => catalog.deals(ctx, viewer, 20)],
    ['latest items', () => catalog.latest(ctx, viewer, 7)],
    ['latest games (home)', () => catalog.latestGames(ctx, viewer, { page: 1, per_page: 10 })],
  ];
  const db = ctx.db as unknown as { execute: (q: SQL) => Promise<unknown>; dialect: { sqlToQuery(q: SQL): { sql: string } } };
  const execute = db.execute.bind(db);
  let recorded: SQL[] = [];
  db.execute = (q: SQL) => {
    recorded.push(q);
    return execute(q);
  };
  const out: Explained[] = [];
  // every statement recorded on the main pool: the branch lists and details run on the
  // generic-plan pool otherwise (same text; there their planning is done once per connection,
  // so their planning column is what that pool saves)
  const generic = ctx.database.generic;
  ctx.database.generic = undefined;
  try {
    for (const [name, run] of cases) {
      recorded = [];
      await run();
      const statements = recorded;
      db.execute = execute;
      for (const [k, q] of statements.entries()) {
        for (let i = 0; i < 3; i++) await execute(q);
        const plans: string[][] = [];
        for (let i = 0; i < 5; i++) {
          const rows = rowsOf<Record<string, string>>(await execute(sql`explain (analyze, buffers) ${q}`));
          plans.push(rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0] ?? ''));
        }
        out.push({
          name: statements.length > 1 ? `${name} — statement ${k + 1} of ${statements.length}` : name,
          planningMs: median(plans.map((p) => msOf(p, 'Planning Time'))),
          executionMs: median(plans.map((p) => msOf(p, 'Execution Time'))),
          text: db.dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').trim(),
          plan: plans[0]!,
        });
      }
      db.execute = (q: SQL) => {
        recorded.push(q);
        return execute(q);
      };
    }
  } finally {
    db.execute = execute;
    ctx.database.generic = generic;
  }
  const table = out.map((e) => `| ${e.name} | ${e.planningMs.toFixed(3)} | ${e.executionMs.toFixed(3)} |`).join('\n');
  const plans = out
    .map((e) => `### ${e.name}\n\n\`\`\`sql\n${e.text}\n\`\`\`\n\n\`\`\`\n${e.plan.join('\n')}\n\`\`\``)
    .join('\n\n');
  return `| statement | planning ms (median of 5) | execution ms (median of 5) |\n| --- | ---: | ---: |\n${table}\n\n${plans}\n`;
}
