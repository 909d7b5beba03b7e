// Frame parts kept as HTML on the server (lib/kept-markup.tsx, issue 24): a part is drawn once per
// version and pasted into later pages with the HTML React would have written; a part that renders
// differently apart (an id from its place in the tree, a context the keeping does not carry) is
// never pasted; a new version (another language, changed settings) is drawn afresh.
import { createContext, useContext, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../components/layout/Footer.tsx';
import type { SiteSettings } from '@store/shared';
import { I18nProvider, useTranslation } from './i18n/react.tsx';
import { Translator } from './i18n/translator.ts';
import { forgetKeptMarkup, Kept, KEPT_PART_MAX_CHARS, KEPT_VERSIONS, keptMarkup } from './kept-markup.tsx';
import { keepDrawnParts } from './kept-markup-server.tsx';
import type * as Ssr from './ssr.ts';
import type { ServerRequestContext } from './ssr.ts';

// these tests run in a browser-like document: the part renders as on the server, whose request
// context is this test's
let ctx: ServerRequestContext;
vi.mock('./ssr.ts', async (actual) => ({ ...(await actual<typeof Ssr>()), isServer: true, serverContext: () => ctx }));

let drawn = 0;
beforeEach(() => {
  forgetKeptMarkup();
  drawn = 0;
});

const translators = {
  en: new Translator('en', { complete: { en: { footer: { help: 'Help' } }, ar: { footer: { help: 'مساعدة' } } } }),
  ar: new Translator('ar', { complete: { en: { footer: { help: 'Help' } }, ar: { footer: { help: 'مساعدة' } } } }),
};

function Links({ phone }: { phone: string }) {
  drawn++;
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('footer.help')}</h2>
      <a href={`tel:${phone}`}>
        {phone} <span>&amp; &lt;24h&gt;</span>
      </a>
    </>
  );
}

/** One page render as entry-server.tsx does it: the page, then the parts it drew kept. */
function page(lang: 'en' | 'ar', part: ReactNode, wrap: (n: ReactNode) => ReactNode = (n) => n): string {
  ctx = { lang, token: null, fetch: () => Promise.reject(new Error('no calls')) };
  const html = renderToString(
    <I18nProvider i18n={translators[lang]}>
      {wrap(
        <>
          <main>page</main>
          {part}
        </>,
      )}
    </I18nProvider>,
  );
  keepDrawnParts(ctx, html);
  return html;
}

const footer = (lang: 'en' | 'ar', phone = '+20 2 2401 5566') => (
  <Kept as="footer" className="site-footer" version={`footer:${lang}:${phone}`}>
    <Links phone={phone} />
  </Kept>
);

describe('a frame part kept as HTML', () => {
  it('is drawn once, then pasted with the same HTML, in each language', () => {
    const first = page('en', footer('en'));
    expect(first).toContain('<footer class="site-footer"><h2>Help</h2><a href="tel:+20 2 2401 5566">');
    // drawn in the page, and apart to check it
    expect(drawn).toBe(2);
    expect(page('en', footer('en'))).toBe(first);
    expect(page('en', footer('en'))).toBe(first);
    expect(drawn).toBe(2);

    const arabic = page('ar', footer('ar'));
    expect(arabic).toContain('<h2>مساعدة</h2>');
    expect(drawn).toBe(4);
    expect(page('ar', footer('ar'))).toBe(arabic);
    expect(page('en', footer('en'))).toBe(first);
    expect(drawn).toBe(4);
  });

  it('is drawn afresh when its version changes (the settings changed)', () => {
    page('en', footer('en'));
    const changed = page('en', footer('en', '+20 100 000 0000'));
    expect(changed).toContain('tel:+20 100 000 0000');
    expect(changed).not.toContain('2401 5566');
    expect(drawn).toBe(4);
  });

  it('is never pasted when it renders differently apart: an id from its place in the tree', () => {
    function Labelled() {
      drawn++;
      const id = useId();
      return <input id={id} aria-label="newsletter" />;
    }
    function Before() {
      useId();
      return null;
    }
    const part = () => (
      <>
        <Before />
        <Kept as="div" version="form">
          <Labelled />
        </Kept>
      </>
    );
    const first = page('en', part());
    expect(keptMarkup('form')).toBeUndefined();
    expect(page('en', part())).toBe(first);
    // drawn in the first page and apart, then in the second page, never tried apart again
    expect(drawn).toBe(3);
  });

  it('is never pasted when it reads a context the keeping does not carry', () => {
    const Theme = createContext('light');
    function Themed() {
      drawn++;
      return <p>{useContext(Theme)}</p>;
    }
    const dark = (n: ReactNode) => <Theme value="dark">{n}</Theme>;
    const part = (
      <Kept as="div" version="themed">
        <Themed />
      </Kept>
    );
    expect(page('en', part, dark)).toContain('<div><p>dark</p></div>');
    expect(page('en', part, dark)).toContain('<div><p>dark</p></div>');
    expect(drawn).toBe(3);
  });

  it('is not kept when it is larger than a kept part may be, and at most KEPT_VERSIONS are kept', () => {
    const long = 'x'.repeat(KEPT_PART_MAX_CHARS);
    page('en', footer('en', long));
    expect(keptMarkup(`footer:en:${long}`)).toBeUndefined();
    page('en', footer('en', long));
    // drawn in both pages, never apart
    expect(drawn).toBe(2);
    const large = 'y'.repeat(KEPT_PART_MAX_CHARS / 2);
    page('en', footer('en', large));
    expect(keptMarkup(`footer:en:${large}`)).toBeUndefined();
    page('en', footer('en', large));
    // drawn in the first page and apart (too large once drawn: refused), then in the second page
    expect(drawn).toBe(5);
    for (let i = 0; i <= KEPT_VERSIONS; i++) page('en', footer('en', String(i)));
    expect(keptMarkup('footer:en:0')).toBeUndefined();
    expect(keptMarkup('footer:en:1')).toBeDefined();
    expect(keptMarkup(`footer:en:${KEPT_VERSIONS}`)).toBeDefined();
  });

  it('is not kept from a discovery pass, nor without a version', () => {
    ctx = { lang: 'en', token: null, fetch: () => Promise.reject(new Error('no calls')), discovering: true };
    renderToString(<I18nProvider i18n={translators.en}>{footer('en')}</I18nProvider>);
    expect(ctx.partsToKeep).toBeUndefined();
    const unversioned = (
      <Kept as="footer" version={null}>
        <Links phone="1" />
      </Kept>
    );
    page('en', unversioned);
    page('en', unversioned);
    expect(drawn).toBe(3);
  });

  it('keeps the store footer: every context it reads is carried', () => {
    const settings = {
      title: 'Gamers Souq',
      phone: '+20 2 2401 5566',
      email: 'support@example.com',
      facebook_link: 'https://facebook.com/x',
    };
    const router = createMemoryRouter([{ path: '*', element: <Footer settings={settings as SiteSettings} /> }], {
      initialEntries: ['/product/7'],
    });
    const app = <RouterProvider router={router} />;
    const first = page('en', app);
    expect(first).toContain('href="tel:+20224015566"');
    expect(first).toContain('href="https://facebook.com/x"');
    expect(keptMarkup(`footer:en:${new Date().getFullYear()}:${JSON.stringify(settings)}`)).toBeDefined();
    expect(page('en', app)).toBe(first);
  });
});
