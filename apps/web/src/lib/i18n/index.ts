// The browser's translator (translator.ts; docs/decisions/own-i18n-module.md)
// and the language rules of spec §4: lang cookie (30 days) + sessionStorage, a `lang` query
// parameter overrides, <html dir="rtl" lang="ar"> for Arabic; a switch reloads the page.
// Strings download by namespace, in the active language only: the shared words and the shell's
// namespaces at start-up, each feature's strings with the routes that show them (withStrings).
import { loadFromChunks, NAMESPACES, SHELL_NAMESPACES, type Namespace } from './strings.ts';
import { SHARED, Translator, type Lang } from './translator.ts';
import { isServer } from '../ssr.ts';
import { COOKIES } from '@store/shared';

export type { Lang };

/** The browser's one translator (the server renders with one per language: entry-server.tsx). */
const i18n = new Translator('en', { loader: loadFromChunks, namespaces: NAMESPACES });

/**
 * A route's `lazy` that also downloads the strings of the namespaces its page shows (its own
 * feature's and those of other features' components it renders), so the page never renders
 * before them: on navigation, and before hydration (main.tsx loads the matched routes first), so
 * the first client render has the strings the server used. lib/i18n/namespaces.test.ts checks
 * the declarations against the keys the page's modules use. The server has every string already.
 */
export function withStrings<T>(namespaces: readonly Namespace[], lazy: () => Promise<T>): () => Promise<T> {
  if (isServer) return lazy;
  return () => Promise.all([lazy(), i18n.load(namespaces)]).then(([route]) => route);
}

const LANG_KEY = COOKIES.lang;

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

const LANG_COOKIE_SECONDS = 2592000; // 30 days
/** The longest the switch waits for the cookie jar before reloading anyway (never stuck on it). */
export const LANG_SAVE_WAIT_MS = 1000;

export function persistLang(lang: Lang): void {
  sessionStorage.setItem(LANG_KEY, lang);
  document.cookie = `${LANG_KEY}=${lang}; max-age=${LANG_COOKIE_SECONDS}; path=/; samesite=lax`;
}

/**
 * persistLang, settled once the browser's cookie jar holds the choice. Chromium hands a
 * document.cookie write to its network process without waiting, and a reload started at once can
 * leave before it lands: the server then renders the old language (seen under load, an end-to-end
 * run on a busy machine). The Cookie Store API's set settles after the write, so the switch waits
 * for it where the browser has it (at most LANG_SAVE_WAIT_MS); elsewhere document.cookie's write is
 * all there is.
 */
function persistLangBeforeLeaving(lang: Lang): Promise<void> {
  persistLang(lang);
  const jar = typeof window.cookieStore === 'object' ? window.cookieStore : null;
  if (!jar) return Promise.resolve();
  const written = jar
    .set({ name: LANG_KEY, value: lang, path: '/', sameSite: 'lax', expires: Date.now() + LANG_COOKIE_SECONDS * 1000 })
    .catch(() => undefined);
  return Promise.race([written, new Promise<void>((resolve) => setTimeout(resolve, LANG_SAVE_WAIT_MS))]);
}

export function applyDocumentLang(lang: Lang): void {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.body.classList.toggle('rtl', lang === 'ar');
}

/**
 * Start-up: the language is decided and applied at once (cookie, <html dir/lang>, the
 * translator's language, so API calls made meanwhile carry the right `lang` header); the promise
 * settles when the shared words and the shell's strings are loaded, which the first render waits
 * for (main.tsx).
 */
export function setupI18n(lang: Lang = initialLang()): Promise<Translator> {
  persistLang(lang);
  applyDocumentLang(lang);
  i18n.language = lang;
  return i18n.load([SHARED, ...SHELL_NAMESPACES]).then(() => i18n);
}

export const currentLang = (): Lang => i18n.language;

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
 * body class, then reload once the cookie is written (persistLangBeforeLeaving). A `lang` query
 * parameter is dropped first, or it would win again.
 */
export function switchLanguage(lang: Lang, reload: (url: string) => void = reloadAt): Promise<void> {
  const saved = persistLangBeforeLeaving(lang);
  applyDocumentLang(lang);
  const url = new URL(window.location.href);
  url.searchParams.delete(LANG_KEY);
  return saved.then(() => reload(url.pathname + url.search + url.hash));
}

export default i18n;
