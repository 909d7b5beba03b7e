// Language switch (spec §4): saves the choice (lang cookie for 30 days + sessionStorage), flips
// <html dir/lang> and the body class, and reloads — without a `lang` query that would win again.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '../../app/start-language.ts';
import i18n, { applyDocumentLang, LANG_SAVE_WAIT_MS, persistLang } from '../../lib/i18n/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(async () => {
  persistLang('en');
  applyDocumentLang('en');
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});

describe('<LanguageSwitch>', () => {
  it('switches to Arabic: dir=rtl, lang=ar, cookie and sessionStorage saved, page reloaded', async () => {
    const cookieWrites: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      cookieWrites.push(v);
      desc.set!.call(document, v);
    });
    window.history.replaceState(null, '', '/news-blog?type=blog');
    const reload = vi.fn();
    render(<LanguageSwitch reload={reload} />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch language to Arabic' }));

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.body.classList.contains('rtl')).toBe(true);
    expect(sessionStorage.getItem('lang')).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect(cookieWrites.at(-1)).toMatch(/^lang=ar; max-age=2592000; path=\//);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/news-blog?type=blog'));
    spy.mockRestore();
  });

  it('drops a lang query parameter before reloading', async () => {
    window.history.replaceState(null, '', '/faq?lang=en&x=1');
    const reload = vi.fn();
    render(<LanguageSwitch reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch language to Arabic' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/faq?x=1'));
  });

  it('reloads only once the browser’s cookie jar holds the choice (Cookie Store API)', async () => {
    // a document.cookie write can still be on its way when a reload leaves at once, and the server
    // then renders the old language; where the browser has cookieStore, the switch waits for it
    let written!: () => void;
    const set = vi.fn(() => new Promise<void>((resolve) => (written = resolve)));
    vi.stubGlobal('cookieStore', { set });
    try {
      window.history.replaceState(null, '', '/news-blog');
      const reload = vi.fn();
      render(<LanguageSwitch reload={reload} />);
      fireEvent.click(screen.getByRole('button', { name: 'Switch language to Arabic' }));
      expect(document.documentElement.lang).toBe('ar');
      expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: 'lang', value: 'ar', path: '/', sameSite: 'lax' }));
      const { expires } = (set.mock.calls[0] as unknown as [{ expires: number }])[0];
      expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      await new Promise((r) => setTimeout(r, 20));
      expect(reload).not.toHaveBeenCalled();
      written();
      await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/news-blog'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reloads anyway when the cookie jar never answers', async () => {
    vi.stubGlobal('cookieStore', { set: vi.fn(() => new Promise<void>(() => {})) });
    try {
      window.history.replaceState(null, '', '/faq');
      const reload = vi.fn();
      render(<LanguageSwitch reload={reload} />);
      fireEvent.click(screen.getByRole('button', { name: 'Switch language to Arabic' }));
      expect(sessionStorage.getItem('lang')).toBe('ar');
      await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/faq'), { timeout: LANG_SAVE_WAIT_MS + 1000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers English when the page is in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const reload = vi.fn();
    render(<LanguageSwitch reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'تغيير اللغة إلى الإنجليزية' }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(sessionStorage.getItem('lang')).toBe('en');
  });
});

describe('startLanguage (lang query parameter)', () => {
  it('a lang parameter that changes the saved language goes to /', () => {
    persistLang('en');
    window.history.replaceState(null, '', '/about-us?lang=ar');
    void startLanguage();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(document.documentElement.dir).toBe('rtl');
    expect(sessionStorage.getItem('lang')).toBe('ar');
  });

  it('a lang parameter equal to the saved language stays on the page', () => {
    persistLang('ar');
    window.history.replaceState(null, '', '/about-us?lang=ar');
    void startLanguage();
    expect(window.location.pathname).toBe('/about-us');
  });
});
