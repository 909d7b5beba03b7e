// "A state has one writer" (docs/decisions/22-order-state-machine.md): orders.status /
// payment_status and the order's timeline (order_events) are written by machine.queries.ts's
// statements, which only machine.ts may import; the other files move an order through moveOrder.
// This fails when another file of the API imports that module, or writes those columns or that
// table itself. (Likewise the holds' give-backs: holds.queries.ts is holds.ts's alone.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const files = sourceFiles(apiSrc).map((file) => ({ file: path.relative(apiSrc, file), text: readFileSync(file, 'utf8') }));

describe('the order state machine has one writer', () => {
  it('only orders/machine.ts imports orders/machine.queries.ts', () => {
    const importers = files.filter((f) => /from '[./]*(orders\/)?machine\.queries\.ts'/.test(f.text)).map((f) => f.file);
    expect(importers).toEqual(['orders/machine.ts']);
  });

  it('only orders/holds.ts imports orders/holds.queries.ts (each give-back exists once, in GIVE_BACK)', () => {
    const importers = files.filter((f) => /from '[./]*(orders\/)?holds\.queries\.ts'/.test(f.text)).map((f) => f.file);
    expect(importers).toEqual(['orders/holds.ts']);
  });

  it('no other file writes orders.status / payment_status or order_events', () => {
    const writers = files
      .filter(
        (f) =>
          /update\s+orders\s+set\s+[^`]*\b(status|payment_status)\s*=/i.test(f.text) ||
          /insert\s+into\s+order_events\b/i.test(f.text),
      )
      .map((f) => f.file);
    // (the demo seed writes its demo orders' rows directly: data, not the app)
    expect(writers.filter((f) => !f.startsWith('demo/'))).toEqual(['orders/machine.queries.ts']);
  });
});
