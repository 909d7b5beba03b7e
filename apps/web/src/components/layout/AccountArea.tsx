// The header's account area (spec §2 Shell): guests see a Login link; signed-in users a menu
// (profile, orders, wallet, rewards, logout) plus a wishlist link. The menu (Radix dropdown) is a
// lazy chunk so guests never download it.
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { useSession } from '../../lib/session.ts';
import { HeartIcon, UserIcon } from '../ui/icons.tsx';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

export function AccountArea() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) {
    return (
      <StoreLink to="/login" className="header-action" aria-label={t('header.login')}>
        <UserIcon />
        <span className="header-action-label">{t('header.login')}</span>
      </StoreLink>
    );
  }
  return (
    <>
      <StoreLink to="/my-wishlist" className="header-action" aria-label={t('header.wishlist')} title={t('header.wishlist')}>
        <HeartIcon />
      </StoreLink>
      <Suspense
        fallback={
          <span className="header-action" aria-hidden="true">
            <UserIcon />
          </span>
        }
      >
        <AccountMenu email={user.email} />
      </Suspense>
    </>
  );
}
