// A state has one writer (docs/decisions/22-order-state-machine.md): a query module whose statements
// write a state is imported by that state's writer only, so moving SQL into query modules (issue 25)
// cannot open a second door to the table. Each entry: the module and the files that may import it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WRITERS: Record<string, string[]> = {
  // orders.status / payment_status and the order's timeline (order_events): the order state machine
  'orders/machine.queries.ts': ['orders/machine.ts'],
  // the holds' give-backs (each exists once, in GIVE_BACK)
  'orders/holds.queries.ts': ['orders/holds.ts'],
  // payments.status: the payments table's writers
  'payments/store.queries.ts': ['payments/store.ts'],
  'payments/settle.queries.ts': ['payments/settle.ts'],
  // wallet_topups.status and the top-up's credit
  'wallet/topups.queries.ts': ['wallet/topups.ts'],
  // shipments and their carrier updates
  'shipping/queries.ts': ['shipping/shipments.ts'],
};

const src = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports (static and dynamic), as paths under src/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g);
  return [...found].map((m) =>
    path
      .relative(src, path.resolve(path.dirname(file), m[1]!))
      .split(path.sep)
      .join('/'),
  );
}

describe('a writer’s query module is imported by its writer only', () => {
  const importers = new Map<string, string[]>();
  for (const file of sources(src)) {
    const name = path.relative(src, file).split(path.sep).join('/');
    for (const target of importsOf(file)) importers.set(target, [...(importers.get(target) ?? []), name]);
  }

  for (const [module, writers] of Object.entries(WRITERS)) {
    it(module, () => {
      expect(fs.existsSync(path.join(src, module))).toBe(true);
      expect([...new Set(importers.get(module) ?? [])].sort()).toEqual([...writers].sort());
    });
  }
});

describe('no statement outside the machine writes an order’s status or timeline', () => {
  it('orders.status / payment_status and order_events are written in orders/machine.queries.ts only', () => {
    const writers = sources(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => ({ name: path.relative(src, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }))
      .filter(
        (f) =>
          /update\s+orders\s+set\s+[^`]*\b(status|payment_status)\s*=/i.test(f.text) ||
          /insert\s+into\s+order_events\b/i.test(f.text),
      )
      .map((f) => f.name);
    // (the demo seed writes its demo orders' rows directly: data, not the app)
    expect(writers.filter((f) => !f.startsWith('demo/'))).toEqual(['orders/machine.queries.ts']);
  });
});
