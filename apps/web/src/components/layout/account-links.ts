// The signed-in account menu (spec §2 Shell): profile, orders, wallet, rewards, logout.
export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; labelKey: string }> = [
  { to: '/edit-profile', labelKey: 'header.profile' },
  { to: '/my-orders', labelKey: 'header.orders' },
  { to: '/wallet', labelKey: 'header.wallet' },
  { to: '/rewards', labelKey: 'header.rewards' },
  { to: '/log-out', labelKey: 'header.logout' },
];
