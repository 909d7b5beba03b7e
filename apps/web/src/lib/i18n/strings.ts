// Where the strings come from in the browser: one chunk per language and namespace (Vite's lazy
// glob), so a page downloads only the active language's shared words, the shell's namespaces and
// the namespaces its route declares (withStrings in lib/i18n/index.ts).
import { SHARED, type Lang, type StringsLoader, type Tree } from './translator.ts';

const files = import.meta.glob<Tree>(['../../locales/*.json', '../../features/*/locales/*.json'], { import: 'default' });

/** A feature's strings, named after its folder (features/<name>/locales/<lang>.json). */
export type Namespace =
  | 'account'
  | 'apple-pay'
  | 'build-pc'
  | 'cart'
  | 'catalog'
  | 'content'
  | 'home'
  | 'news'
  | 'orders'
  | 'rewards'
  | 'support'
  | 'wallet'
  | 'wishlist';

/** Every feature namespace that has strings (the checks of translator.ts use the list). */
export const NAMESPACES = Object.keys(files)
  .map((file) => /features\/([^/]+)\/locales\/en\.json$/.exec(file)?.[1])
  .filter((ns): ns is Namespace => ns !== undefined);

/**
 * The namespaces the always-present shell renders (header, menus, footer, account menu, mobile
 * nav, messages, error and not-found views). None today: the shell uses the shared words only;
 * lib/i18n/namespaces.test.ts keeps this list honest.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = [];

export const loadFromChunks: StringsLoader = (lang: Lang, namespace: string) => {
  const file = namespace === SHARED ? `../../locales/${lang}.json` : `../../features/${namespace}/locales/${lang}.json`;
  const load = files[file];
  return load ? load() : Promise.reject(new Error(`no strings for ${namespace} (${lang})`));
};
