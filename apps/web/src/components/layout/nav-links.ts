// The plain (non-menu) links of the navigation bar and the mobile drawer, in display order.
import { STORE_PATHS } from '@store/shared';

export const PLAIN_NAV_LINKS: ReadonlyArray<{ to: string; labelKey: string }> = [
  { to: STORE_PATHS.world2egyptLanding, labelKey: 'nav.world2Egypt' },
  { to: STORE_PATHS.deals, labelKey: 'nav.deals' },
  { to: STORE_PATHS.buildPc, labelKey: 'nav.buildPc' },
  { to: STORE_PATHS.newsBlog, labelKey: 'nav.newsBlog' },
  { to: STORE_PATHS.contactUs, labelKey: 'nav.contactUs' },
];
