// The server bundle's object spreads rewritten as Object.assign (build/spread-as-assign.ts, issue 24):
// the rewritten code makes the same objects as the spreads did, no object spread is left, and the
// browser's build is left alone.
import { describe, expect, it } from 'vitest';
import { spreadAsAssign } from './spread-as-assign.ts';

type RenderChunk = (code: string, chunk: { fileName: string }) => Promise<{ code: string } | null>;

const plugin = spreadAsAssign();
const renderChunk = plugin.renderChunk as unknown as RenderChunk;
const rewrite = async (code: string) => (await renderChunk(code, { fileName: 'chunk.js' }))?.code ?? code;

/** what the function `f` declared in `code` answers */
const run = (code: string): unknown => new Function(`${code}; return f();`)();

/** an object's own keys in order, with their values and prototype: what React reads of a props object */
const shape = (o: object) => ({ entries: Object.entries(o), proto: Object.getPrototypeOf(o) as unknown });

describe('spreadAsAssign', () => {
  const cases: Record<string, string> = {
    'props then an attribute': `const p = { className: 'a', id: 'b' }; return { ...p, title: 'c' };`,
    'two spreads, the later wins, first key order kept': `const a = { x: 1, y: 2 }, b = { y: 3, z: 4 }; return { ...a, ...b };`,
    'attributes around a spread': `const p = { b: 2 }; return { a: 1, ...p, c: 3, b: 4 };`,
    'null and undefined sources': `return { ...null, ...undefined, a: 1 };`,
    'getters are read, not copied': `let n = 0; const g = { get v() { return ++n; } }; const o = { ...g, w: 1 }; return [o, Object.getOwnPropertyDescriptor(o, 'v')];`,
    'symbol keys copied': `const s = Symbol.for('k'); const o = { ...{ [s]: 1, a: 2 }, b: 3 }; return [o[s], Object.keys(o)];`,
    'rest destructuring': `const { a, ...rest } = { a: 1, b: 2, c: 3 }; return rest;`,
    'nested spreads': `const style = { color: 'red' }; return { style: { ...style, margin: 0 }, ...{ id: 'x' } };`,
    'each part copied before the next is evaluated': `const a = { x: 1 }; return { ...a, y: (a.x = 2), ...a };`,
    'a getter after a spread stays a getter': `const o = { ...{ a: 1 }, get b() { return 2; } }; return [o, typeof Object.getOwnPropertyDescriptor(o, 'b').get];`,
    'a __proto__ part after a spread': `const proto = { inherited: true }; const o = { ...{ a: 1 }, __proto__: proto }; return [o, o.inherited, Object.getPrototypeOf(o) === proto];`,
    'a __proto__ key copied from a source': `const src = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'); const o = { ...src }; return [Object.keys(o), o.polluted];`,
  };

  for (const [name, code] of Object.entries(cases)) {
    it(`makes the same objects: ${name}`, async () => {
      const source = `function f() { ${code} }`;
      const rewritten = await rewrite(source);
      const before = run(source);
      const after = run(rewritten);
      expect(after).toEqual(before);
      if (!Array.isArray(before)) expect(shape(after as object)).toEqual(shape(before as object));
    });
  }

  it('leaves no object spread, writing Object.assign (through one helper) instead; rest, arrays and calls stay native', async () => {
    const out = await rewrite(`export function mergeProps(slotProps, childProps) {
      const overrideProps = { ...childProps };
      return { className: 'x', ...slotProps, ...overrideProps, id: 1 };
    }
    export const list = (xs, ...rest) => [...xs, ...rest];
    export function Primitive({ asChild, ...props }) { const { a, ...others } = props; return f(...others); }`);
    expect(out).not.toMatch(/\{\s*\.\.\.\w/);
    expect(out).toContain('_spreadInto({}, childProps)');
    expect(out).toContain(`_spreadInto(_spreadInto(_spreadInto({ className: 'x' }, slotProps), overrideProps), { id: 1 })`);
    // one helper per chunk, around Object.assign
    expect(out.match(/function _spreadInto\(/g)).toHaveLength(1);
    expect(out).toContain('return Object.assign(target, source)');
    expect(out).toContain('[...xs, ...rest]');
    expect(out).toContain('(xs, ...rest)');
    expect(out).toContain('{ asChild, ...props }');
    expect(out).toContain('const { a, ...others } = props');
    expect(out).toContain('f(...others)');
  });

  it('leaves code without a spread as it is', async () => {
    expect(await renderChunk('export const a = { b: 1 };', { fileName: 'c.js' })).toBeNull();
  });

  it('applies to the server build only', () => {
    const apply = plugin.apply as (config: object, env: { command: string; mode: string; isSsrBuild?: boolean }) => boolean;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });
});
