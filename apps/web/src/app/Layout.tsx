// The shell around every page (spec §2 Shell): header with navigation, the page, footer, the
// floating chat button, the message area, the loader overlay, and the mobile-app popup on
// digital-store and card pages. It also keeps the default title/sharing metadata (§2) current.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/react.tsx';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { appPopupDismissed, shouldOfferApp } from '../components/layout/app-links.ts';
import { ChatButton } from '../components/layout/ChatButton.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { useSettings } from '../components/layout/queries.ts';
import { LoaderOverlay } from '../components/ui/LoaderOverlay.tsx';
import { MessageArea } from '../components/ui/MessageArea.tsx';
import { isPrivatePath, type SiteSettings } from '@store/shared';
import { refreshPageMeta, setDefaultPageMeta } from '../lib/page-meta.ts';
import { pageExists } from '../lib/page-set.ts';
import { isDiscoveryPass, serverContext, useHydrated } from '../lib/ssr.ts';
import './layout.css';

const MobileAppPopup = lazy(() => import('../components/layout/mobile-app-popup.tsx'));

/** Keeps the default title and description current; answers the site settings it read. */
function useDefaultPageMeta(): SiteSettings | undefined {
  const { t } = useTranslation();
  const { data: settings, error } = useSettings();
  const location = useLocation();
  useEffect(() => {
    setDefaultPageMeta({
      title: settings?.title || t('meta.defaultTitle'),
      description: settings?.description || t('meta.defaultDescription'),
    });
  }, [settings, t]);
  useEffect(() => {
    // spec §8: a settings failure is only logged
    if (error) console.error('settings could not be loaded', error);
  }, [error]);
  useEffect(() => refreshPageMeta(), [location.pathname, location.search]);
  return settings;
}

/**
 * The page. A private page (cart, orders, account…) is one shopper's: the server sends the shell
 * around it and the browser fills it in once hydrated (issue 15). Kept apart from Layout so the
 * end of hydration re-renders this alone, not the header and footer.
 */
function Page() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const shellOnly = !hydrated && isPrivatePath(location.pathname) && pageExists(location.pathname);
  // spec §2: the view is rebuilt when the path changes. Query-only changes (tabs, pages,
  // sorting) re-render from the URL without remounting, so focus stays where it was.
  return shellOnly ? (
    <div className="container page-shell" aria-busy="true">
      {/* a browser without JavaScript never fills the shell: it says why, not nothing */}
      <noscript>
        <p className="page-shell__noscript">{t('common.needsJavaScript')}</p>
      </noscript>
    </div>
  ) : (
    <Outlet key={location.pathname} />
  );
}

/** How long the page is shown before the app offer covers it. */
const APP_OFFER_DELAY_MS = 2500;

/**
 * The mobile-app popup (spec §2), once hydrated (it depends on what this browser dismissed) and
 * once the shopper has had the page for a moment: an offer that covers a page while it is still
 * loading is in the way of what they came for, and its dialog (focus trap, scroll lock) is work
 * the first seconds of a phone do not need.
 */
function AppOffer() {
  const location = useLocation();
  const hydrated = useHydrated();
  const offered = hydrated && shouldOfferApp(location.pathname) && !appPopupDismissed();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!offered || due) return;
    const timer = setTimeout(() => setDue(true), APP_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered, due]);
  if (!offered || !due) return null;
  return (
    <Suspense fallback={null}>
      <MobileAppPopup />
    </Suspense>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // the settings are asked here once and handed to the footer and the chat button: every query a
  // component asks makes an observer of its own, which the server's render pays for (issue 24,
  // eighteenth step: three for one answer were 0.6–0.8 % of a render)
  const settings = useDefaultPageMeta();
  // the server's first pass only finds queries: the footer asks for none but the settings (asked
  // above), the header none for a guest (a signed-in shopper's cart badge is one), so they are
  // drawn in the pass that is sent, not twice (issue 24)
  const discovering = isDiscoveryPass();
  const guest = !serverContext()?.token;

  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {discovering && guest ? null : <Header />}
      <main id="main" tabIndex={-1} className="site-main">
        <Page />
      </main>
      {discovering ? null : <Footer settings={settings} />}
      <aside aria-label={t('chat.label')}>
        <ChatButton settings={settings} />
      </aside>
      <MessageArea />
      <LoaderOverlay navigating={navigation.state === 'loading'} />
      <AppOffer />
      <ScrollRestoration />
    </>
  );
}
