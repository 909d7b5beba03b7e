// docs/ARCHITECTURE.md is the map of the code: every folder and file it names must exist, so the
// map cannot drift from the tree. Paths are read from backquotes (from the repository's root, or
// a feature table's cell under its column's folder) and from the Shape block (indented lines
// under their app).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const map = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const TOP = /^(apps|packages|docs|e2e|bench|scripts)\/|^(README\.md|eslint\.config\.js|package\.json)$/;

/** `apps/web/src/lib/` or `docs/map.test.ts`; not `<feature>`, globs or `{en,ar}` forms. */
const isPath = (token: string) => TOP.test(token) && !/[<>{}*…\s]/.test(token);

function backquoted(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

function shapePaths(): string[] {
  const block = /## Shape\n+```\n([\s\S]*?)```/.exec(map)?.[1] ?? '';
  const found: string[] = [];
  let app = '';
  for (const line of block.split('\n')) {
    const name = line.trim().split(/\s+/)[0];
    if (!name) continue;
    if (!line.startsWith(' ')) {
      app = name.replace(/\/?$/, '/');
      found.push(app);
    } else if (!/[<>…]/.test(name)) found.push(app + name);
  }
  return found;
}

function featureTablePaths(): string[] {
  const section = /## Features, both sides\n([\s\S]*?)\n## /.exec(map)?.[1] ?? '';
  const columns = [null, 'apps/api/src/', 'apps/web/src/features/', 'packages/shared/src/contract/', ''];
  const found: string[] = [];
  for (const row of section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| feature') && !l.startsWith('| ---'))) {
    const cells = row.split('|').slice(1, -1);
    cells.forEach((cell, i) => {
      const base = columns[i];
      if (base == null) return;
      for (const token of backquoted(cell)) found.push(isPath(token) ? token : base + token);
    });
  }
  return found;
}

describe('docs/ARCHITECTURE.md, the map', () => {
  it('names only folders and files that exist', () => {
    const named = [...new Set([...backquoted(map).filter(isPath), ...shapePaths(), ...featureTablePaths()])];
    expect(named.length).toBeGreaterThan(60);
    const missing = named.filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });
});
