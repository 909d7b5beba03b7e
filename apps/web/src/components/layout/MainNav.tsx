// The desktop navigation bar (≥ 855 px, spec §2 Shell): two hover menus — gaming hardware
// (category → sub-category) and digital store (category → sub-category → country) — plus plain
// links. Menus open on hover or with their toggle button, close on Escape or when focus leaves.
import { CATEGORY_DIGITAL, CATEGORY_HARDWARE, STORE_PATHS } from '@store/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { NavLink, useLocation } from 'react-router';
import { StoreLink } from '../ui/StoreLink.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { PLAIN_NAV_LINKS } from './nav-links.ts';
import { api } from '../../lib/api.ts';
import { builtLinks } from '../../lib/page-set.ts';

// The panels (and the flags they draw) are a lazy chunk: fetched when a menu first opens.
const HardwareMenuPanel = lazy(() => import('./MegaMenuPanels.tsx').then((m) => ({ default: m.HardwareMenuPanel })));
const DigitalMenuPanel = lazy(() => import('./MegaMenuPanels.tsx').then((m) => ({ default: m.DigitalMenuPanel })));

export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t('nav.mainLabel')}>
      <ul className="main-nav-list container">
        <MenuItem label={t('nav.gamingHardware')} to={STORE_PATHS.hardwareLanding} categoryId={CATEGORY_HARDWARE}>
          {(close) => <HardwareMenuPanel onNavigate={close} />}
        </MenuItem>
        <MenuItem label={t('nav.digitalStore')} to={STORE_PATHS.digitalLanding} categoryId={CATEGORY_DIGITAL}>
          {(close) => <DigitalMenuPanel onNavigate={close} />}
        </MenuItem>
        {builtLinks(PLAIN_NAV_LINKS).map((l) => (
          <li key={l.to} className="main-nav-item">
            <NavLink to={l.to} className="main-nav-link" end={l.to === '/'}>
              {t(l.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuItem({
  label,
  to,
  categoryId,
  children,
}: {
  label: string;
  to: string;
  categoryId: number;
  children: (close: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const queryClient = useQueryClient();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // warm the first level as soon as the pointer comes near, so the panel opens filled
  const prefetch = () =>
    void queryClient.prefetchQuery({
      queryKey: ['categories', 'children', i18n.language, categoryId],
      queryFn: ({ signal }) => api.get('/categories/children', { category_id: categoryId }, signal),
      staleTime: 10 * 60_000,
      meta: { silent: true },
    });

  const show = () => {
    clearTimeout(closeTimer.current);
    prefetch();
    void import('./MegaMenuPanels.tsx');
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const close = () => setOpen(false);

  return (
    <li
      className={`main-nav-item has-menu${open ? ' is-open' : ''}`}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close();
          toggleRef.current?.focus();
        }
      }}
    >
      <StoreLink to={to} className="main-nav-link" onFocus={prefetch}>
        {label}
      </StoreLink>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.showSubmenu', { name: label })}
        onClick={() => (open ? close() : show())}
      >
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="mega-menu" hidden={!open}>
        {open && <Suspense fallback={<div className="mega-loading" aria-busy="true" />}>{children(close)}</Suspense>}
      </div>
    </li>
  );
}
