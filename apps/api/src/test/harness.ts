// Builds the real app for a test file on its own copy of the seeded demo database:
// PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. No mocks of our own database.
//
//   const t = await createTestApp();
//   const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
//   afterAll(() => t.close());
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import type { AppContext } from '../context.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { AnswerInspector } from '../http/serializer.ts';
import { TEST_DATA_DIR, testEnv } from './env.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** inject and parse the envelope */
  call<T = unknown>(
    opts: InjectOptions,
  ): Promise<{
    status: number;
    body: { status: boolean; data: T; message: string; errors: string[]; code?: string };
    res: LightMyRequestResponse;
  }>;
  close(): Promise<void>;
  /** the PostgreSQL address of this file's database copy (null on PGlite), for tests that start a server process */
  databaseUrl: string | null;
}

export interface TestAppOptions {
  /** extra environment variables */
  env?: Record<string, string>;
  /** serve a storefront build (for HTML/SEO tests) */
  webDist?: string;
  /** sees every answer before it is serialised through its schema (the contract test) */
  inspectAnswer?: AnswerInspector;
}

function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (base && pgTemplate) {
    const name = `store_t_${process.ppid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    // CREATE DATABASE … TEMPLATE needs the template idle; retry briefly if another file is cloning
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
        break;
      } catch (err) {
        if (attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const url = databaseUrlFor(base, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ pgliteLoadDataDir: blob });
  return { database, url: null, drop: () => database.close() };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const env = testEnv(opts.env);
  const { database, url, drop } = await openTestDatabase();
  const ctx = await createContext(env, { database, uploadsDir: path.join(TEST_DATA_DIR, 'uploads') });
  const app = await buildApp(ctx, { logger: false, webDist: opts.webDist ?? null, inspectAnswer: opts.inspectAnswer });
  await app.ready();
  return {
    app,
    ctx,
    databaseUrl: url,
    async call(o) {
      const res = await app.inject(o);
      let body;
      try {
        body = res.json();
      } catch {
        throw new Error(`not a JSON answer (${res.statusCode}): ${res.body.slice(0, 200)}`);
      }
      return { status: res.statusCode, body, res };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
