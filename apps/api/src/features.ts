// What each feature brings to the app: its routes under /api, routes at the root, background jobs
// and the page metadata of its storefront addresses. Every folder with a `feature.ts` exporting
// `feature` is found here, so adding a feature touches only its own folder (docs/ARCHITECTURE.md,
// "How to add a feature"); app.ts registers the routes and pages, server.ts starts the jobs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Feature } from './feature.ts';
import { upkeepJobs } from './jobs/upkeep.ts';
import type { Job } from './jobs/runner.ts';

export type { Feature, RoutePlugin } from './feature.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function findFeatures(): Promise<Feature[]> {
  const folders = fs
    .readdirSync(here, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(here, e.name, 'feature.ts')))
    .map((e) => e.name)
    .sort();
  const found = await Promise.all(
    folders.map(async (folder) => {
      const mod = (await import(pathToFileURL(path.join(here, folder, 'feature.ts')).href)) as { feature?: Feature };
      if (!mod.feature?.name) throw new Error(`apps/api/src/${folder}/feature.ts must export \`feature\` (a Feature)`);
      return mod.feature;
    }),
  );
  return found;
}

let loaded: Promise<Feature[]> | undefined;

/** Every feature of the app, read once per process. */
export function loadFeatures(): Promise<Feature[]> {
  loaded ??= findFeatures();
  return loaded;
}

/** The jobs the features bring (and the adapters' upkeep, jobs/upkeep.ts), run by jobs/runner.ts (server.ts starts them). */
export async function featureJobs(): Promise<Job[]> {
  return [...(await loadFeatures()).flatMap((f) => f.jobs ?? []), ...upkeepJobs];
}

/** One job by name (tests run a job once by hand). */
export async function jobNamed(name: string): Promise<Job> {
  const job = (await featureJobs()).find((j) => j.name === name);
  if (!job) throw new Error(`no job named ${name}`);
  return job;
}
