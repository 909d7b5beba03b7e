// The shape of a feature module: what an `apps/api/src/<feature>/feature.ts` exports as `feature`
// (features.ts finds them). A layer below the features and the app, so that a feature names it
// without importing the loader.
import type { FastifyInstance } from 'fastify';
import type { Job } from './jobs/runner.ts';
import type { PageMetaEntry } from './seo/document.ts';

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
