import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { spreadAsAssign } from './build/spread-as-assign.ts';

/**
 * The page is server-rendered (issue 15): its first paint needs the HTML and the stylesheet, not
 * the scripts, which only hydrate it. index.html carries the entry script and its preloads inert
 * (`type="deferred-module"`, `rel="deferred-modulepreload"`); boot/boot.js, a hashed asset loaded
 * with `defer`, makes them live after the first frame, at low priority. The stylesheet and the
 * page's main image get the connection first on a slow network.
 */
function scriptsAfterPaint(): Plugin {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, 'boot/boot.js'), 'utf8');
  const fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="deferred-module" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="deferred-modulepreload" crossorigin')
          .replace('</head>', `  <script defer fetchpriority="low" src="/${fileName}"></script>\n  </head>`),
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

// Two builds (issue 15): the browser bundle (dist/) and, with `--ssr src/entry-server.tsx`, the
// server renderer (dist-server/entry-server.js) that the API imports. The stylesheet is one file
// linked from index.html, so the first view's CSS never waits for a page's JavaScript chunk.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterPaint(), spreadAsAssign()],
  ssr: {
    // the shared package is TypeScript source: bundled into the server build like in the browser's;
    // the libraries a render runs through are bundled too, so that their object spreads are
    // written as Object.assign (build/spread-as-assign.ts: slow in Node 20's V8; issue 24)
    noExternal: ['@store/shared', /^@radix-ui\//, /^@tanstack\//, 'react-router'],
  },
  build: {
    cssCodeSplit: false,
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    // Everything the entry needs at start-up in one file (`app`), beside the small entry itself:
    // two dozen small chunks cost a phone on HTTP/1.1 several round trips, and each file is
    // compressed apart from the others (about 8 KB gzipped more in all, bench/js-size.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id: string) => !id.endsWith('/src/main.tsx') && !id.includes('index.html'),
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
