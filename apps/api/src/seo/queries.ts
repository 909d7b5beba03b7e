// The site settings row the default page title and description come from.
import type { Db } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';

export async function siteSettingsRow(db: Db) {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row;
}
