// The navigation below 855 px (spec §2 Shell): a drawer sliding in from the inline-start side
// with drill-down panels — hardware (category → sub-category) and digital store (category →
// sub-category → country) — each level with a View All link to its parent's page. Loaded lazily
// the first time the hamburger is pressed.
import * as Dialog from '@radix-ui/react-dialog';
import { CATEGORY_DIGITAL, CATEGORY_HARDWARE, STORE_PATHS } from '@store/shared';
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { useSession } from '../../lib/session.ts';
import { ACCOUNT_LINKS } from './account-links.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { DrawerPanel, DrillButton, type Level } from './MobileNavPanel.tsx';
import { PLAIN_NAV_LINKS } from './nav-links.ts';
import './mobile-nav.css';
import { builtLinks } from '../../lib/page-set.ts';

export default function MobileNav({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the hamburger: focus goes back to it when the drawer closes (it is no Radix Trigger) */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const [stack, setStack] = useState<Level[]>([]);
  const session = useSession();
  const close = () => onOpenChange(false);
  const push = (level: Level) => setStack((s) => [...s, level]);
  const pop = () => setStack((s) => s.slice(0, -1));
  const current = stack[stack.length - 1];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setStack([]);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className="drawer"
          dir={i18n.dir(i18n.language)}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; without this it fell to <body>
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
        >
          <div className="drawer-head">
            <Dialog.Title className="drawer-title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="drawer-close" aria-label={t('nav.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {current ? (
            <DrawerPanel key={stack.length} level={current} onBack={pop} onDrill={push} onNavigate={close} />
          ) : (
            <div className="drawer-panel" key="root">
              <ul className="drawer-list">
                <li>
                  <StoreLink to="/" className="drawer-link" onClick={close}>
                    {t('nav.home')}
                  </StoreLink>
                </li>
                <li>
                  <DrillButton
                    label={t('nav.gamingHardware')}
                    onClick={() =>
                      push({
                        kind: 'hardware',
                        parentId: CATEGORY_HARDWARE,
                        title: t('nav.gamingHardware'),
                        viewAll: STORE_PATHS.hardwareLanding,
                      })
                    }
                  />
                </li>
                <li>
                  <DrillButton
                    label={t('nav.digitalStore')}
                    onClick={() =>
                      push({
                        kind: 'digital',
                        parentId: CATEGORY_DIGITAL,
                        title: t('nav.digitalStore'),
                        viewAll: STORE_PATHS.digitalLanding,
                      })
                    }
                  />
                </li>
                {builtLinks(PLAIN_NAV_LINKS).map((l) => (
                  <li key={l.to}>
                    <StoreLink to={l.to} className="drawer-link" onClick={close}>
                      {t(l.labelKey)}
                    </StoreLink>
                  </li>
                ))}
              </ul>
              <p className="drawer-section-title">{t('header.account')}</p>
              <ul className="drawer-list">
                {session.user ? (
                  builtLinks([...ACCOUNT_LINKS, { to: '/my-wishlist', labelKey: 'header.wishlist' }]).map((l) => (
                    <li key={l.to}>
                      <StoreLink to={l.to} className="drawer-link" onClick={close}>
                        {t(l.labelKey)}
                      </StoreLink>
                    </li>
                  ))
                ) : (
                  <li>
                    <StoreLink to="/login" className="drawer-link" onClick={close}>
                      {t('header.login')}
                    </StoreLink>
                  </li>
                )}
              </ul>
              <div className="drawer-lang">
                <LanguageSwitch />
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
