// The strings of a page must be loaded before it renders (lib/i18n/index.ts withStrings): this test
// reads the source to check that every feature namespace a page's modules use ('catalog.…' in a
// t() call, a key table or a template) is declared by its route or loaded with the shell.
// A page's modules are those it imports statically, named import by named import through barrel
// files (features/cart/index.ts), plus the components it loads lazily; routes files are the
// boundary (each route's page is checked on its own). The shell is what main.tsx imports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHELL_NAMESPACES } from './strings.ts';
import { lazyDeclarations } from './route-declarations.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
const FEATURES = fs
  .readdirSync(path.join(SRC, 'features'))
  .filter((f) => fs.existsSync(path.join(SRC, 'features', f, 'locales')));
const KEY = new RegExp(`['"\`](${FEATURES.join('|')})\\.[A-Za-z$]`, 'g');
const ALL = '*';

type Wanted = Set<string> | typeof ALL;

const isRoutesFile = (file: string) => /(^|\/)(routes\.tsx|app\/router\.tsx)$/.test(path.relative(SRC, file));

const source = (file: string) => fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const file = path.resolve(path.dirname(from), spec);
  return /\.(ts|tsx)$/.test(file) && fs.existsSync(file) ? file : null;
}

/** Names in `{ a, b as c, type d }`: [imported, local] pairs, types left out. */
function braceNames(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [from, as] = s.split(/\s+as\s+/);
      return [from!.trim(), (as ?? from)!.trim()];
    });
}

/** The modules a file's code needs when `wanted` of its exports are used. */
function edges(file: string, wanted: Wanted): Array<[string, Wanted]> {
  const text = source(file);
  const out: Array<[string, Wanted]> = [];
  for (const m of text.matchAll(/import\s+([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, clause, spec] = m;
    const target = resolve(file, spec!);
    if (!target || /^type\s/.test(clause!)) continue;
    const names = new Set<string>();
    let all = false;
    const brace = /\{([^}]*)\}/.exec(clause!);
    if (brace) for (const [name] of braceNames(brace[1]!)) names.add(name);
    const rest = clause!.replace(/\{[^}]*\}/, '').trim();
    if (/\*\s+as/.test(rest)) all = true;
    else if (/^[\w$]+/.test(rest)) names.add('default');
    if (all || names.size) out.push([target, all ? ALL : names]);
  }
  for (const m of text.matchAll(/import\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(file, m[1]!);
    if (target) out.push([target, ALL]);
  }
  // re-exports: only those whose exported name is wanted
  for (const m of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(file, m[3]!);
    if (!target || m[1]) continue;
    const names = braceNames(m[2]!)
      .filter(([, as]) => wanted === ALL || wanted.has(as))
      .map(([from]) => from);
    if (names.length) out.push([target, new Set(names)]);
  }
  for (const m of text.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(file, m[1]!);
    if (target) out.push([target, wanted]);
  }
  // a component loaded lazily renders with the module that loads it, unless it declares its own
  // strings (withStrings: checked as a unit of its own, like a routes file's pages)
  if (!isRoutesFile(file)) for (const unit of lazyUnits(file)) if (!unit.wrapped) out.push([unit.target, ALL]);
  return out;
}

interface LazyUnit {
  from: string;
  target: string;
  /** inside withStrings([...], …) */
  wrapped: boolean;
  declared: string[];
}

/** The dynamic imports of a file, each with the withStrings declaration around it, if any. */
function lazyUnits(file: string): LazyUnit[] {
  return lazyDeclarations(source(file)).flatMap(({ specifier, namespaces }) => {
    const target = resolve(file, specifier);
    if (!target) return [];
    return [{ from: file, target, wrapped: namespaces !== null, declared: namespaces ?? [] }];
  });
}

/** The feature namespaces of the keys written in a file, with the file. */
function ownKeys(file: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of source(file).matchAll(KEY)) found.set(m[1]!, [...(found.get(m[1]!) ?? []), path.relative(SRC, file)]);
  return found;
}

/** Feature namespaces used by the modules reached from `start`, with one file that uses each. */
export function namespacesOf(start: string): Map<string, string> {
  const seen = new Map<string, Wanted>();
  const queue: Array<[string, Wanted]> = [[start, ALL]];
  while (queue.length) {
    const [file, wanted] = queue.shift()!;
    const before = seen.get(file);
    let now: Wanted;
    if (before === ALL) continue;
    if (wanted === ALL) now = ALL;
    else if (before && [...wanted].every((n) => before.has(n))) continue;
    else now = new Set([...(before ?? []), ...wanted]);
    seen.set(file, now);
    queue.push(...edges(file, now));
  }
  const used = new Map<string, string>();
  for (const file of seen.keys()) for (const [ns, files] of ownKeys(file)) if (!used.has(ns)) used.set(ns, files[0]!);
  return used;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [file] : [];
  });
}

/** Every lazy unit checked on its own: each page of a routes file, each lazy import in withStrings. */
const units = sourceFiles(SRC).flatMap((file) => lazyUnits(file).filter((u) => u.wrapped || isRoutesFile(u.from)));

/** Namespaces a unit uses that neither its declaration nor the shell loads: namespace → a file using it. */
function undeclared(unit: LazyUnit): Record<string, string> {
  const loaded = new Set([...SHELL_NAMESPACES, ...unit.declared]);
  return Object.fromEntries([...namespacesOf(unit.target)].filter(([ns]) => !loaded.has(ns)));
}

const name = (file: string) => path.relative(SRC, file);
const homePage = () => units.find((u) => name(u.target) === 'features/home/pages/HomePage.tsx')!;

describe('strings per route', () => {
  it('knows every feature namespace', () => {
    expect([...NAMESPACES].sort()).toEqual([...FEATURES].sort());
  });

  it('the shell uses only the shared words and SHELL_NAMESPACES', () => {
    const shell = Object.fromEntries(
      [...namespacesOf(path.join(SRC, 'main.tsx'))].filter(([ns]) => !SHELL_NAMESPACES.includes(ns as never)),
    );
    expect(shell).toEqual({});
  });

  it('finds the pages of every routes file', () => {
    expect(units.filter((u) => isRoutesFile(u.from)).length).toBeGreaterThan(30);
    expect(homePage().declared).toContain('home');
  });

  for (const unit of units) {
    it(`${name(unit.target)} has its namespaces declared (${name(unit.from)})`, () => {
      expect(undeclared(unit), 'add them to withStrings([...]) where it is loaded').toEqual({});
    });
  }

  it('notices a namespace that is used and not declared', () => {
    expect(Object.keys(undeclared({ ...homePage(), declared: [] }))).toContain('home');
  });
});
