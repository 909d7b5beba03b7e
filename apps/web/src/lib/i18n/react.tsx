// React bindings of the translation core: useTranslation() and <Trans>, the subset of
// react-i18next the store uses. The server renders each request inside <I18nProvider> with the
// request's language (entry-server.tsx: no language state shared between concurrent requests);
// the browser has one translator (lib/i18n/index.ts), used when no provider is above.
import { cloneElement, createContext, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import browserI18n from './index.ts';
import type { TFunction, TOptions, Translator } from './translator.ts';

/** The request's translator on the server (entry-server.tsx); none in the browser. */
export const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** { t, i18n }: t changes when strings arrive or the language changes, re-rendering the caller. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext) ?? browserI18n;
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}

/**
 * A string with links inside: `<terms>Terms</terms>` in the string becomes components.terms with
 * that text as its children; the rest is text. Renders a fragment, like react-i18next's Trans.
 */
export function Trans({
  i18nKey,
  components = {},
  values,
}: {
  i18nKey: string;
  components?: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let from = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (m.index > from) parts.push(text.slice(from, m.index));
    const element = components[m[1]!];
    parts.push(element ? cloneElement(element, { key: parts.length }, m[2]) : m[2]);
    from = tag.lastIndex;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
