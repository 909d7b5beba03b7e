// The translation module (lib/i18n/): i18next's behaviour for the keys, plurals, placeholders and
// fallbacks the store uses, <Trans>, re-rendering when strings arrive, the missing-namespace guard
// and one translator per language on the server.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, Trans, useTranslation } from './react.tsx';
import { SHARED, Translator, type Tree } from './translator.ts';

const en: Tree = {
  errors: { server: 'Server error' },
  greeting: 'Hello {{name}}, {{ name }}!',
  onlyEn: 'English only',
  catalog: {
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    link: 'Read <terms>the terms</terms> and <privacy>the policy</privacy>.',
  },
};
const ar: Tree = {
  errors: { server: 'خطأ في الخادم' },
  greeting: 'أهلا {{name}}',
  catalog: {
    results_zero: 'لا نتائج',
    results_one: 'نتيجة واحدة',
    results_two: 'نتيجتان',
    results_few: '{{count}} نتائج',
    results_many: '{{count}} نتيجة',
    results_other: '{{count}} نتيجة*',
    link: 'اقرأ <terms>الشروط</terms> و<privacy>السياسة</privacy>.',
  },
};

const complete = (lang: 'en' | 'ar') => new Translator(lang, { complete: { en, ar } });

describe('t()', () => {
  it('finds dotted keys and fills {{placeholders}} (not escaped: React escapes)', () => {
    const { t } = complete('en');
    expect(t('errors.server')).toBe('Server error');
    expect(t('greeting', { name: '<b>' })).toBe('Hello <b>, <b>!');
    expect(t('greeting')).toBe('Hello , !');
  });

  it('picks English plurals by count', () => {
    const { t } = complete('en');
    expect(t('catalog.results', { count: 1 })).toBe('1 result');
    expect(t('catalog.results', { count: 0 })).toBe('0 results');
    expect(t('catalog.results', { count: 7 })).toBe('7 results');
  });

  it('picks all six Arabic plural forms (CLDR, through Intl.PluralRules)', () => {
    const { t } = complete('ar');
    expect(t('catalog.results', { count: 0 })).toBe('لا نتائج');
    expect(t('catalog.results', { count: 1 })).toBe('نتيجة واحدة');
    expect(t('catalog.results', { count: 2 })).toBe('نتيجتان');
    expect(t('catalog.results', { count: 3 })).toBe('3 نتائج');
    expect(t('catalog.results', { count: 10 })).toBe('10 نتائج');
    expect(t('catalog.results', { count: 11 })).toBe('11 نتيجة');
    expect(t('catalog.results', { count: 99 })).toBe('99 نتيجة');
    expect(t('catalog.results', { count: 100 })).toBe('100 نتيجة*');
  });

  it('falls back to _other, then to English, then defaultValue, then the key', () => {
    const onlyOther = new Translator('ar', { complete: { ar: { n_other: '{{count}} x' } } });
    expect(onlyOther.t('n', { count: 3 })).toBe('3 x');
    const { t } = complete('ar');
    expect(t('onlyEn')).toBe('English only');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'Hi {{who}}', who: 'you' })).toBe('Hi you');
  });

  it('dir() follows the language', () => {
    expect(complete('ar').dir()).toBe('rtl');
    expect(complete('en').dir()).toBe('ltr');
    expect(complete('en').dir('ar')).toBe('rtl');
  });
});

describe('loading by namespace', () => {
  const loader = vi.fn(async (lang: 'en' | 'ar', ns: string) => {
    const tree = lang === 'en' ? en : ar;
    if (ns === SHARED) return { errors: tree.errors!, greeting: tree.greeting! } as Tree;
    return tree[ns] as Tree;
  });

  it('downloads only what is missing, in the active language, and switches with what was loaded', async () => {
    const i18n = new Translator('ar', { loader, namespaces: ['catalog'] });
    await i18n.load([SHARED, 'catalog']);
    await i18n.load(['catalog']);
    expect(loader.mock.calls).toEqual([
      ['ar', SHARED],
      ['ar', 'catalog'],
    ]);
    expect(i18n.t('catalog.results', { count: 2 })).toBe('نتيجتان');
    await i18n.changeLanguage('en');
    expect(i18n.hasStrings('en', 'catalog')).toBe(true);
    expect(i18n.t('errors.server')).toBe('Server error');
  });

  it('answers a key asked again from what it found, and anew once strings arrive or the language changes', async () => {
    const i18n = new Translator('en', { loader, namespaces: ['catalog'] });
    i18n.addStrings('en', SHARED, { errors: { server: 'x' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('catalog.link')).toBe('catalog.link');
    expect(i18n.t('catalog.link')).toBe('catalog.link');
    error.mockRestore();
    i18n.addStrings('en', 'catalog', en.catalog as Tree);
    expect(i18n.t('catalog.link')).toBe(en.catalog && (en.catalog as Tree).link);
    expect(i18n.t('errors.server')).toBe('x');
    await i18n.changeLanguage('ar');
    expect(i18n.t('errors.server')).toBe('خطأ في الخادم');
    expect(i18n.t('catalog.link')).toBe((ar.catalog as Tree).link);
    // options are never answered from what an option-less call found
    expect(i18n.t('catalog.results', { count: 0 })).toBe('لا نتائج');
  });

  it('says so when a key of a namespace that is not loaded is used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = new Translator('en', { loader, namespaces: ['catalog'] });
    i18n.addStrings('en', SHARED, { errors: { server: 'x' } });
    expect(i18n.t('errors.server')).toBe('x');
    expect(error).not.toHaveBeenCalled();
    expect(i18n.t('catalog.results', { count: 1 })).toBe('catalog.results');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toMatch(/i18n: strings of namespace "catalog" not loaded/);
    error.mockRestore();
  });

  it('re-renders a component that rendered before its strings arrived', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = new Translator('en', { loader, namespaces: ['catalog'] });
    function Count() {
      const { t } = useTranslation();
      return <p>{t('catalog.results', { count: 4 })}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Count />
      </I18nProvider>,
    );
    expect(screen.getByText('catalog.results')).toBeTruthy();
    await act(() => i18n.load(['catalog']));
    expect(screen.getByText('4 results')).toBeTruthy();
    error.mockRestore();
  });
});

describe('<Trans>', () => {
  it('puts the named components around their text, like react-i18next', () => {
    const html = renderToString(
      <I18nProvider i18n={complete('en')}>
        <p>
          <Trans i18nKey="catalog.link" components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }} />
        </p>
      </I18nProvider>,
    );
    expect(html).toBe('<p>Read <a href="/terms">the terms</a> and <a href="/privacy">the policy</a>.</p>');
  });
});

describe('server rendering', () => {
  it('renders concurrent requests each in its own language', async () => {
    const translators = { en: complete('en'), ar: complete('ar') };
    function Page() {
      const { t, i18n } = useTranslation();
      return (
        <p dir={i18n.dir()} lang={i18n.language}>
          {t('errors.server')}
        </p>
      );
    }
    const renderIn = async (lang: 'en' | 'ar') => {
      await new Promise((r) => setTimeout(r, lang === 'en' ? 5 : 0));
      return renderToString(
        <I18nProvider i18n={translators[lang]}>
          <Page />
        </I18nProvider>,
      );
    };
    const [a, b, c] = await Promise.all([renderIn('en'), renderIn('ar'), renderIn('en')]);
    expect(a).toBe('<p dir="ltr" lang="en">Server error</p>');
    expect(b).toBe('<p dir="rtl" lang="ar">خطأ في الخادم</p>');
    expect(c).toBe(a);
  });
});
