import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

// Two builds (issue 15): the browser bundle (dist/) and, with `--ssr src/entry-server.tsx`, the
// server renderer (dist-server/entry-server.js) that the API imports. The stylesheet is one file
// linked from index.html, so the first view's CSS never waits for a page's JavaScript chunk.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
