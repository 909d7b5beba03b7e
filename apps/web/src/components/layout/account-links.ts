// The signed-in account menu (spec §2 Shell): profile, orders, wallet, rewards, logout.
import { STORE_PATHS } from '@store/shared';

export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; labelKey: string }> = [
  { to: STORE_PATHS.editProfile, labelKey: 'header.profile' },
  { to: STORE_PATHS.myOrders, labelKey: 'header.orders' },
  { to: STORE_PATHS.wallet, labelKey: 'header.wallet' },
  { to: STORE_PATHS.rewards, labelKey: 'header.rewards' },
  { to: STORE_PATHS.logOut, labelKey: 'header.logout' },
];
