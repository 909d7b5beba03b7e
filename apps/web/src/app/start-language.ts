// Start-up language rule (spec §4): a `lang` query parameter overrides the saved choice; when
// it changes an earlier choice, the shopper lands on /. A first visit through a shared ?lang=
// link (or a crawler following the hreflang alternates) stays on the page it asked for.
// A server-rendered page was rendered in the language the server chose by the same rule (query,
// then cookie; it redirects to / itself when ?lang= changes the cookie's choice), written on
// <html lang>: the browser keeps that language so hydration sees the same text.
import { savedLang, setupI18n, type Lang } from '../lib/i18n/index.ts';

/** Applies the language at once; settles when its strings are loaded (see setupI18n). */
export function startLanguage(serverRendered = false): Promise<unknown> {
  if (serverRendered) {
    const lang: Lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
    return setupI18n(lang);
  }
  const requested = new URLSearchParams(window.location.search).get('lang');
  const before = savedLang();
  const ready = setupI18n();
  if ((requested === 'en' || requested === 'ar') && before !== null && before !== requested) {
    window.history.replaceState(null, '', '/');
  }
  return ready;
}
