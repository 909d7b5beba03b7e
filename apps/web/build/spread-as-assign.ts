// The server bundle's object spreads written as Object.assign (issue 24, seventeenth step;
// docs/decisions/24-spread-as-assign.md). In Node 20's V8 an object made by a spread and then given
// more properties (`{ ...a, b }`, `{ ...a, ...b }`: every merge of props) is slow, once the code
// making it is optimised: ~0.3–0.7 µs to make and as much again each time its keys are walked,
// where `Object.assign({}, a, { b })` makes the same object in ~40 ns. React walks the keys of every
// element's props, and Radix's Slot merges props with two such spreads: on a product page those
// merges alone took 6 % of a render thread's rendering. The server bundle is built with Radix,
// TanStack Query and React Router inside it (vite.config.ts ssr.noExternal), and each of its chunks
// is rewritten here by Babel's object rest/spread transform under its `setSpreadProperties`
// assumption: a spread becomes Object.assign onto a new object, which differs from a spread only
// when a source has an own `__proto__` key (the assign sets the new object's prototype) or the
// new object would have setters (it has none). Rest destructuring keeps Babel's exact helper. The
// browser's bundle is not touched.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

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
        assumptions: { setSpreadProperties: true },
        plugins: [['@babel/plugin-transform-object-rest-spread', { useBuiltIns: true }]],
      });
      return out?.code ? { code: out.code, map: null } : null;
    },
  };
}
