// The storefront's translation core (docs/decisions/own-i18n-module.md): the part of
// i18next's API the store uses, in about a kilobyte. i18next + react-i18next cost 17 KB gzipped of
// first-load JavaScript, more than issue 15's budget leaves; the platform's Intl.PluralRules does
// the CLDR plural rules. Strings are nested JSON trees in i18next's v4 format, loaded by
// namespace: 'shared' (src/locales/<lang>.json, at the top level) and each feature's strings
// (src/features/<feature>/locales/<lang>.json, under the key <feature>).
import type { Lang } from '@store/shared';

export type { Lang };
export type Tree = { [key: string]: string | Tree };

/** Values for {{name}} placeholders; `count` also picks the plural form; `defaultValue` when missing. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** how many option-less keys one translation function remembers (the store has about 1,500) */
const PLAIN_KEYS_KEPT = 5_000;

/** Downloads one namespace's strings in one language (lib/i18n/strings.ts). */
export type StringsLoader = (lang: Lang, namespace: string) => Promise<Tree>;

export const SHARED = 'shared';

const rules = new Map<Lang, Intl.PluralRules>();

function pluralForm(lang: Lang, count: number): string {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return rule.select(count);
}

function lookup(tree: Tree, path: string[]): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface TranslatorOptions {
  /** every language's complete strings (the server, tests): nothing is ever missing */
  complete?: Partial<Record<Lang, Tree>>;
  /** how to download a namespace (the browser) */
  loader?: StringsLoader;
  /** the feature namespaces that exist; t() of a key in one that is not loaded logs an error */
  namespaces?: readonly string[];
}

export class Translator {
  private trees: Record<Lang, Tree> = { en: {}, ar: {} };
  private loaded: Record<Lang, Set<string> | 'all'> = { en: new Set(), ar: new Set() };
  private listeners = new Set<() => void>();
  private warned = new Set<string>();
  private features: ReadonlySet<string>;
  private loader?: StringsLoader;

  constructor(
    public language: Lang,
    options: TranslatorOptions = {},
  ) {
    this.loader = options.loader;
    this.features = new Set(options.namespaces);
    for (const [lang, tree] of Object.entries(options.complete ?? {}) as [Lang, Tree][]) this.addComplete(lang, tree);
  }

  /** Every string of a language at once (the server, tests). */
  addComplete(lang: Lang, tree: Tree): void {
    this.trees[lang] = tree;
    this.loaded[lang] = 'all';
    this.changed();
  }

  /** Direction of a language (the active one by default), for dir="" attributes. */
  dir = (lang: Lang = this.language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

  /**
   * The string of a dotted key in the active language, as i18next would give it: with `count`,
   * key_zero (count 0), key_<CLDR form>, key_other, then key; an Arabic key that is missing falls
   * back to English, then to defaultValue, then to the key itself. {{name}} takes options.name
   * (not escaped: React escapes text). A new function after every change, so it is also the
   * snapshot that makes components re-render (lib/i18n/react.tsx).
   */
  t: TFunction = this.makeT();

  private makeT(): TFunction {
    // the strings of keys asked without options, for this function's lifetime: the strings and
    // the language it reads change only through changed(), which makes a new function (a server
    // render asks the same few hundred keys on every page: issue 24)
    const plain = new Map<string, string>();
    const translate: TFunction = (key, options) => {
      this.checkLoaded(key);
      const path = key.split('.');
      const last = path.pop()!;
      const count = options?.count;
      for (const lang of this.language === 'en' ? (['en'] as const) : ([this.language, 'en'] as const)) {
        const names = typeof count === 'number' ? [`${last}_${pluralForm(lang, count)}`, `${last}_other`, last] : [last];
        if (count === 0) names.unshift(`${last}_zero`);
        for (const name of names) {
          const found = lookup(this.trees[lang], [...path, name]);
          if (found !== undefined) return interpolate(found, options);
        }
      }
      return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
    };
    return (key, options) => {
      if (options !== undefined) return translate(key, options);
      let text = plain.get(key);
      if (text !== undefined) return text;
      text = translate(key);
      // bounded: a key built from data (an error code…) must not grow it without end
      if (plain.size < PLAIN_KEYS_KEPT) plain.set(key, text);
      return text;
    };
  }

  /** A key of a feature whose strings are not loaded is a bug (a route that forgot to declare them). */
  private checkLoaded(key: string): void {
    const ns = key.slice(0, key.indexOf('.'));
    const loaded = this.loaded[this.language];
    if (loaded === 'all' || !this.features.has(ns) || loaded.has(ns)) return;
    const id = `${this.language}:${ns}`;
    if (this.warned.has(id)) return;
    this.warned.add(id);
    console.error(
      `i18n: strings of namespace "${ns}" not loaded (${this.language}) for t('${key}'): declare it with withStrings in the route`,
    );
  }

  /** Every string of a language held so far, as one tree. */
  strings(lang: Lang): Tree {
    return this.trees[lang];
  }

  hasStrings(lang: Lang, namespace: string): boolean {
    const loaded = this.loaded[lang];
    return loaded === 'all' || loaded.has(namespace);
  }

  /** Adds a namespace's strings: shared words at the top level, a feature's under its name. */
  addStrings(lang: Lang, namespace: string, tree: Tree): void {
    const loaded = this.loaded[lang];
    if (loaded === 'all' || loaded.has(namespace)) return;
    // a new object, not a mutation: a render that already read the old tree stays consistent
    this.trees[lang] = namespace === SHARED ? { ...tree, ...this.trees[lang] } : { ...this.trees[lang], [namespace]: tree };
    loaded.add(namespace);
    this.changed();
  }

  /** Downloads the namespaces (of the active language, or `lang`) that are not there yet. */
  async load(namespaces: readonly string[], lang: Lang = this.language): Promise<void> {
    const loader = this.loader;
    if (!loader) return;
    const missing = namespaces.filter((ns) => !this.hasStrings(lang, ns));
    const trees = await Promise.all(missing.map((ns) => loader(lang, ns)));
    missing.forEach((ns, i) => this.addStrings(lang, ns, trees[i]!));
  }

  /** Switches language once the new language has every namespace the old one had. */
  async changeLanguage(lang: Lang): Promise<void> {
    const loaded = this.loaded[this.language];
    if (loaded !== 'all') await this.load([...loaded], lang);
    if (lang === this.language) return;
    this.language = lang;
    this.changed();
  }

  /** For useSyncExternalStore: called after strings arrive or the language changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.t = this.makeT();
    for (const listener of this.listeners) listener();
  }
}

function interpolate(text: string, options: TOptions = {}): string {
  if (!text.includes('{{')) return text;
  // like i18next: a value that was not passed becomes empty
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
