// The store header (spec §2 Shell): logo, search box (with the catalog's suggestions), language
// switch, account area, cart badge, and the navigation — hover menus from 855 px, a hamburger
// drawer below (the drawer is a lazy chunk loaded on first use).
import { lazy, Suspense, useRef, useState } from 'react';
import { withStrings } from '../../lib/i18n/index.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { AccountArea } from './AccountArea.tsx';
import { CartLink } from './CartLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';
import { SearchBox } from './SearchBox.tsx';
import './header.css';

const MobileNav = lazy(() => import('./MobileNav.tsx'));
// the suggestions speak the catalog's words: they come with its strings, when the box first opens
const SearchSuggestions = lazy(
  withStrings(['catalog'], () => import('../catalog/SearchSuggestions.tsx').then((m) => ({ default: m.SearchSuggestions }))),
);

export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <div className="header-bar container">
        <button
          type="button"
          ref={hamburgerRef}
          className="hamburger"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon size={24} />
        </button>
        <Logo />
        <SearchBox className="header-search" Suggestions={SearchSuggestions} />
        <div className="header-actions">
          <div className="header-lang">
            <LanguageSwitch />
          </div>
          <AccountArea />
          <CartLink />
        </div>
      </div>
      <MainNav />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={hamburgerRef} />
        </Suspense>
      )}
    </header>
  );
}
