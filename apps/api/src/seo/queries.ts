// The site settings row: the default page title and description, and the storefront's
// /api/settings (content/routes.ts), read through one copy kept per process.
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/handle.ts';
import { siteSettings } from '../db/schema/index.ts';
import { keptUntilChange } from '../http/public-cache.ts';

const settingsQuery = preparedPerDb((db) => db.select().from(siteSettings).limit(1).prepare('site_settings'));

async function siteSettingsRow(db: Db) {
  const [row] = await settingsQuery(db).execute();
  return row ?? null;
}

/** The settings row, kept until a staff change or KEPT_MS (http/public-cache.ts keptUntilChange). */
export const keptSiteSettings = (ctx: AppContext) => keptUntilChange(ctx, 'site-settings', () => siteSettingsRow(ctx.db));
