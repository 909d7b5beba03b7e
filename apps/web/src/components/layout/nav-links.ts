// The plain (non-menu) links of the navigation bar and the mobile drawer, in display order.
import { WORLD_TO_EGYPT_LANDING } from './nav-paths.ts';

export const PLAIN_NAV_LINKS: ReadonlyArray<{ to: string; labelKey: string }> = [
  { to: WORLD_TO_EGYPT_LANDING, labelKey: 'nav.world2Egypt' },
  { to: '/deals', labelKey: 'nav.deals' },
  { to: '/build-pc', labelKey: 'nav.buildPc' },
  { to: '/news-blog', labelKey: 'nav.newsBlog' },
  { to: '/contact-us', labelKey: 'nav.contactUs' },
];
