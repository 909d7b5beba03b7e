import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page is server-rendered (issue 15): its first paint needs the HTML and the stylesheet, not
 * the scripts, which only hydrate it. Scripts and their preloads are fetched at low priority so
 * the stylesheet and the page's main image get the connection first on a slow network.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

// Two builds (issue 15): the browser bundle (dist/) and, with `--ssr src/entry-server.tsx`, the
// server renderer (dist-server/entry-server.js) that the API imports. The stylesheet is one file
// linked from index.html, so the first view's CSS never waits for a page's JavaScript chunk.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterContent()],
  ssr: {
    // the shared package is TypeScript source: bundled into the server build like in the browser's
    noExternal: ['@store/shared'],
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
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
