// compose.yaml (issue 27) cannot run here (no container engine): its YAML is read and its shape
// checked — the same topology as `npm run fleet`: nginx in front of three API processes, one
// worker, PostgreSQL, Redis and MinIO, the API processes only scheduling jobs, the worker working
// them, everything configured through the variables the store reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nginxConf } from '../scripts/fleet-nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
}
const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

describe('compose.yaml', () => {
  it('has the fleet topology', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api1', 'api2', 'api3', 'minio', 'nginx', 'postgres', 'redis', 'worker'].sort(),
    );
  });

  it('runs the API processes and the worker from the store image, on the shared engines', () => {
    for (const name of ['api1', 'api2', 'api3', 'worker']) {
      const s = compose.services[name]!;
      expect(s.build, name).toBe('.');
      const env = s.environment!;
      expect(env.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379/0');
      expect(env.STORAGE_DRIVER, name).toBe('s3');
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(env.RUN_JOBS, name).toBe(name === 'worker' ? 'true' : 'false');
      expect(env.APP_SECRET, name).toContain('APP_SECRET');
    }
    expect(compose.services.worker!.command).toContain('apps/api/src/worker.ts');
    expect(compose.services.api1!.command).toContain('apps/api/src/server.ts');
    expect(fs.existsSync(path.join(root, 'Dockerfile'))).toBe(true);
  });

  it('reads every variable it sets (no typo the store would ignore)', () => {
    const known = fs.readFileSync(path.join(root, 'apps/api/src/config/env.ts'), 'utf8');
    for (const key of Object.keys(compose.services.api1!.environment!)) {
      if (key === 'NODE_ENV') continue;
      expect(known, key).toContain(`${key}:`);
    }
  });

  it('puts nginx with the fleet config on the public port, in front of the three processes', () => {
    const nginx = compose.services.nginx!;
    expect(nginx.ports).toEqual(['8089:8089']);
    expect(nginx.volumes?.[0]).toMatch(/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro$/);
    const conf = nginxConf({
      dir: '/var/cache/store',
      apis: ['api1:3000', 'api2:3000', 'api3:3000'],
      proxy: 8089,
      listen: '0.0.0.0:8089',
      foreground: true,
      secret: 'x'.repeat(24),
    });
    for (const api of ['api1', 'api2', 'api3']) expect(conf).toContain(`server ${api}:3000 `);
    expect(conf).toContain('listen 0.0.0.0:8089');
    expect(conf).toContain('daemon off;');
    expect(compose.services.api1!.environment!.SHARED_CACHE_PURGE_URL).toBe('http://nginx:8089');
  });
});
