// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (5173),
// which proxies /api and /uploads to the API. Open http://localhost:5173.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { command: 'node --import tsx --watch apps/api/src/server.ts', name: 'api', env: { PORT: '3001', LOG_LEVEL: 'info' } },
    { command: 'npx vite --port 5173', name: 'web', cwd: 'apps/web', env: { API_URL: 'http://127.0.0.1:3001' } },
  ],
  { prefixColors: ['magenta', 'cyan'], killOthers: ['failure'] },
);
result.catch(() => process.exit(1));
