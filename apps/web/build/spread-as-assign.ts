// The server bundle's object spreads written as Object.assign (issue 24, seventeenth step;
// docs/decisions/24-spread-as-assign.md). In Node 20's V8 an object made by a spread and then given
// more properties (`{ ...a, b }`, `{ ...a, ...b }`: every merge of props) is slow, once the code
// making it is optimised: ~0.3–0.7 µs to make and as much again each time its keys are walked,
// where `Object.assign({}, a, { b })` makes the same object in ~40 ns. React walks the keys of every
// element's props, and Radix's Slot merges props with two such spreads: on a product page those
// merges alone took 6 % of a render thread's rendering. The server bundle is built with Radix,
// TanStack Query and React Router inside it (vite.config.ts ssr.noExternal), and each of its chunks
// is rewritten here, Babel parsing and printing it: an object literal with a spread becomes
// Object.assign calls (through spreadInto, which keeps a copied `__proto__` key a key), nested so
// that every part is evaluated and copied in the literal's order.
// Rest destructuring is left native (V8 makes it fast). The browser's bundle is not touched.
import { template, transformAsync, types as t, type PluginObj } from '@babel/core';
import type { Plugin } from 'vite';

type Part = t.ObjectExpression['properties'][number];

/**
 * `Object.assign(target, source)`, except for a source with an own `__proto__` key (JSON.parse
 * makes one), whose keys are defined as a spread defines them instead of setting the prototype.
 */
const SPREAD_INTO = (name: string) =>
  template.statement.ast(`function ${name}(target, source) {
  if (source == null || !Object.prototype.hasOwnProperty.call(source, '__proto__')) return Object.assign(target, source);
  for (const key of Reflect.ownKeys(Object(source))) {
    if (Object.prototype.propertyIsEnumerable.call(source, key)) {
      Object.defineProperty(target, key, { value: source[key], writable: true, enumerable: true, configurable: true });
    }
  }
  return target;
}`);

/**
 * The literal as nested `spreadInto(target, source)` calls, so that each part is evaluated and
 * copied in the literal's order; or null when that would not make the same object: a part after
 * the first spread that is a getter, setter or method (copied as its value, or losing its `super`)
 * or a `__proto__:` (setting that part's prototype instead of the new object's).
 */
function assignOf(node: t.ObjectExpression, spreadInto: t.Identifier): t.Expression | null {
  const groups: (t.Expression | Part[])[] = [];
  for (const part of node.properties) {
    if (t.isSpreadElement(part)) groups.push(part.argument);
    else {
      const last = groups.at(-1);
      if (Array.isArray(last)) last.push(part);
      else groups.push([part]);
    }
  }
  // the first group of plain parts is the new object itself, as written; each later one a source
  const [first, ...rest] = groups;
  const target = Array.isArray(first) ? t.objectExpression(first) : t.objectExpression([]);
  const sources = Array.isArray(first) ? rest : groups;
  const plain = (p: Part) =>
    t.isObjectProperty(p) &&
    (p.computed || !(t.isIdentifier(p.key, { name: '__proto__' }) || t.isStringLiteral(p.key, { value: '__proto__' })));
  if (sources.some((s) => Array.isArray(s) && !s.every(plain))) return null;
  return sources.reduce<t.Expression>(
    (object, source) =>
      t.callExpression(t.cloneNode(spreadInto), [object, Array.isArray(source) ? t.objectExpression(source) : source]),
    target,
  );
}

/** the helper's name in the chunk being rewritten, once a literal needed it (Babel's per-file state) */
interface ChunkState {
  spreadInto?: t.Identifier;
}

const objectSpreadAsAssign: PluginObj<ChunkState> = {
  name: 'object-spread-as-assign',
  visitor: {
    ObjectExpression: {
      exit(path, state) {
        if (!path.node.properties.some((p) => t.isSpreadElement(p))) return;
        state.spreadInto ??= path.scope.getProgramParent().generateUidIdentifier('spreadInto');
        const assign = assignOf(path.node, state.spreadInto);
        if (assign) path.replaceWith(assign);
      },
    },
    Program: {
      exit(path, state) {
        if (state.spreadInto) path.unshiftContainer('body', SPREAD_INTO(state.spreadInto.name));
      },
    },
  },
};

export function spreadAsAssign(): Plugin {
  return {
    name: 'spread-as-assign',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    async renderChunk(code, chunk) {
      if (!code.includes('...')) return null;
      const out = await transformAsync(code, {
        filename: chunk.fileName,
        babelrc: false,
        configFile: false,
        compact: false,
        retainLines: true,
        sourceMaps: false,
        sourceType: 'module',
        plugins: [objectSpreadAsAssign],
      });
      return out?.code ? { code: out.code, map: null } : null;
    },
  };
}
