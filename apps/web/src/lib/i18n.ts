// i18next with one catalogue per language, assembled from src/locales/<lang>.json (shared words)
// and every src/features/<feature>/locales/<lang>.json (under the key <feature>), so features own
// their strings. Only the active language's catalogue is downloaded (lib/catalogues/<lang>.ts, a
// chunk of its own): a switch reloads the page. spec §4: lang cookie (30 days) + sessionStorage,
// a `lang` query parameter overrides, <html dir="rtl" lang="ar"> for Arabic.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Tree } from './catalogues/assemble.ts';

export type Lang = 'en' | 'ar';

const catalogues: Record<Lang, () => Promise<Tree>> = {
  en: () => import('./catalogues/en.ts').then((m) => m.default),
  ar: () => import('./catalogues/ar.ts').then((m) => m.default),
};

/** Downloads a language's strings into i18next (once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await catalogues[lang]());
}

const LANG_KEY = 'lang';

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

/** The language to start in: ?lang=, then sessionStorage, then the cookie, then en. */
export function initialLang(): Lang {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (fromQuery === 'ar' || fromQuery === 'en') return fromQuery;
  const saved = sessionStorage.getItem(LANG_KEY) ?? readCookie(LANG_KEY);
  return saved === 'ar' ? 'ar' : 'en';
}

export function persistLang(lang: Lang): void {
  sessionStorage.setItem(LANG_KEY, lang);
  document.cookie = `${LANG_KEY}=${lang}; max-age=2592000; path=/; samesite=lax`;
}

export function applyDocumentLang(lang: Lang): void {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.body.classList.toggle('rtl', lang === 'ar');
}

/**
 * Start-up: the language is decided and applied at once (cookie, <html dir/lang>, i18next's
 * language, so API calls made meanwhile carry the right `lang` header); the promise settles when
 * its strings are loaded, which the first render waits for (main.tsx).
 */
export function setupI18n(lang: Lang = initialLang()): Promise<typeof i18n> {
  persistLang(lang);
  applyDocumentLang(lang);
  if (i18n.isInitialized) void i18n.changeLanguage(lang);
  else
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: lang,
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return loadLanguage(lang).then(() => i18n);
}

export const currentLang = (): Lang => (i18n.language === 'ar' ? 'ar' : 'en');

/** The language saved by an earlier visit (sessionStorage, then cookie), or null. */
export function savedLang(): Lang | null {
  const saved = sessionStorage.getItem(LANG_KEY) ?? readCookie(LANG_KEY);
  return saved === 'ar' || saved === 'en' ? saved : null;
}

function reloadAt(url: string): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (url === here) window.location.reload();
  else window.location.replace(url);
}

/**
 * spec §4 language switch: save (cookie 30 days + sessionStorage), flip <html dir/lang> and the
 * body class, then reload. A `lang` query parameter is dropped first, or it would win again.
 */
export function switchLanguage(lang: Lang, reload: (url: string) => void = reloadAt): void {
  persistLang(lang);
  applyDocumentLang(lang);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANG_KEY);
  reload(url.pathname + url.search + url.hash);
}

export default i18n;
