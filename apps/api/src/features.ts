// What each feature brings to the app: its routes under /api, routes at the root, background jobs
// and the page metadata of its storefront addresses. Every folder with a `feature.ts` exporting
// `feature` is found here, so adding a feature touches only its own folder (docs/ARCHITECTURE.md,
// "How to add a feature"); app.ts registers the routes and pages, jobs/registry.ts the jobs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Job } from './jobs/runner.ts';
import type { PageMetaEntry } from './seo/document.ts';
import { pendingFeatures } from './features.pending.ts';

/** A Fastify plugin of routes (a feature's routes.ts default export). */
export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

export interface Feature {
  /** the folder's name, for messages */
  name: string;
  /** route plugins registered under /api, in this order */
  routes?: RoutePlugin[];
  /** route plugins registered at the root, before the storefront's pages (sitemap.xml, robots.txt) */
  rootRoutes?: RoutePlugin[];
  /** background jobs, run by jobs/runner.ts in every process under an advisory lock each */
  jobs?: Job[];
  /** page metadata (title, description, JSON-LD) of storefront addresses, read by seo/document.ts */
  pages?: PageMetaEntry[];
}

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
  return [...found, ...pendingFeatures];
}

let loaded: Promise<Feature[]> | undefined;

/** Every feature of the app, read once per process. */
export function loadFeatures(): Promise<Feature[]> {
  loaded ??= findFeatures();
  return loaded;
}
