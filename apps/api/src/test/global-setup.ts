// Runs once before the API tests: migrates and seeds a template database, so each test file
// starts from a copy in a fraction of a second. PGlite: a dumped data directory; PostgreSQL
// (TEST_DATABASE_URL): a template database that each test file clones with CREATE DATABASE.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { openDatabase } from '../db/client.ts';
import { ensureDemoData } from '../demo/demo-data.ts';
import { createContext } from '../bootstrap.ts';
import { TEST_DATA_DIR, testEnv } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
  }
}

export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  fs.mkdirSync(TEST_DATA_DIR, { recursive: true });
  const env = testEnv();
  const uploadsDir = path.join(TEST_DATA_DIR, 'uploads');

  const base = process.env.TEST_DATABASE_URL;
  // the PGlite template only when the files run on PGlite (harness.ts: PostgreSQL when
  // TEST_DATABASE_URL is set); building it costs 10–20 s that a PostgreSQL run has no use for
  const templateFile = path.join(TEST_DATA_DIR, `pglite-template-${process.pid}.tar`);
  if (!base) {
    const pglite = await openDatabase({});
    await ensureDemoData(await createContext(env, { database: pglite, uploadsDir }));
    const dump = await pglite.dump!();
    fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
  }
  project.provide('pgliteTemplate', templateFile);

  let pgTemplate: string | null = null;
  if (base) {
    pgTemplate = `store_tpl_${process.pid}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${pgTemplate}`);
    await admin.unsafe(`CREATE DATABASE ${pgTemplate}`);
    const pg = await openDatabase({ databaseUrl: databaseUrlFor(base, pgTemplate), poolSize: 2 });
    await ensureDemoData(await createContext(env, { database: pg, uploadsDir }));
    await pg.raw('ANALYZE');
    await pg.close();
    await admin.end();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(templateFile, { force: true });
    if (base && pgTemplate) {
      const admin = postgres(base, { max: 1, onnotice: () => {} });
      const leftovers = await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`store_t_${process.pid}_%`} or datname = ${pgTemplate}`;
      for (const { datname } of leftovers) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}
