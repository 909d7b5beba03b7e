// Start-up language rule (spec §4): a `lang` query parameter overrides the saved choice; when
// it changes an earlier choice, the shopper lands on /. A first visit through a shared ?lang=
// link (or a crawler following the hreflang alternates) stays on the page it asked for.
import { savedLang, setupI18n } from '../lib/i18n.ts';

/** Applies the language at once; settles when its strings are loaded (see setupI18n). */
export function startLanguage(): Promise<unknown> {
  const requested = new URLSearchParams(window.location.search).get('lang');
  const before = savedLang();
  const ready = setupI18n();
  if ((requested === 'en' || requested === 'ar') && before !== null && before !== requested) {
    window.history.replaceState(null, '', '/');
  }
  return ready;
}
