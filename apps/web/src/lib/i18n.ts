// i18next set up with one catalogue per language, assembled from src/locales/<lang>.json
// (shared words) and every src/features/<feature>/locales/<lang>.json (under the key
// <feature>), so features own their strings. spec §4: lang cookie (30 days) + sessionStorage,
// a `lang` query parameter overrides, <html dir="rtl" lang="ar"> for Arabic.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Lang = 'en' | 'ar';
type Tree = { [key: string]: string | Tree };

const common = import.meta.glob<Tree>('../locales/*.json', { eager: true, import: 'default' });
const features = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });

export function buildResources(): Record<Lang, Tree> {
  const out: Record<Lang, Tree> = { en: {}, ar: {} };
  for (const [file, tree] of Object.entries(common)) {
    const lang = file.match(/(en|ar)\.json$/)?.[1] as Lang | undefined;
    if (lang) Object.assign(out[lang], tree);
  }
  for (const [file, tree] of Object.entries(features)) {
    const m = file.match(/features\/([^/]+)\/locales\/(en|ar)\.json$/);
    if (m) out[m[2] as Lang][m[1]!] = tree;
  }
  return out;
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

export function setupI18n(): typeof i18n {
  const lang = initialLang();
  persistLang(lang);
  applyDocumentLang(lang);
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(buildResources()).map(([k, v]) => [k, { translation: v }])),
    lng: lang,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
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
