import path from 'node:path';
import { root, ssrApp, ssrContext } from './ssr-app.ts';
const ctx = await ssrContext();
const { app } = await ssrApp(ctx, path.join(root, 'apps/web/dist'));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (const url of process.argv.slice(2)) {
  for (let i = 0; i < 300; i++) await app.inject({ method: 'GET', url, headers: { lang: 'en', accept: 'application/json' } });
  const N = 3000; const c0 = cpu();
  for (let i = 0; i < N; i++) await app.inject({ method: 'GET', url, headers: { lang: 'en', accept: 'application/json' } });
  console.log(url, ((cpu() - c0) / N * 1000).toFixed(0), 'µs per call');
}
process.exit(0);
