// The staff back-office (issue 26): its own bundle, served by the API server at /admin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
