// The shell (spec §1, §2): the site settings fill the footer's contact lines and the floating chat
// button; the layout asks for them once and hands them to both (issue 24, eighteenth step: every
// query a component asks is an observer of its own, which the server's render pays for).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../features/support/test/render.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { freshStorefrontEachTest } from '../test/render-routes.tsx';
import { Layout } from './Layout.tsx';
import { renderWithRouter } from './test-providers.tsx';

freshStorefrontEachTest();
// the layout's scroll restoration scrolls the window, which jsdom does not
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const routes = [{ path: '/', element: <Layout />, children: [{ index: true, element: <p>the page</p> }] }];

describe('<Layout>', () => {
  it("shows the store's phone in the footer and opens WhatsApp on its number from one settings answer", async () => {
    const api = fakeApi({ 'GET settings': () => ({ data: settings }) });
    const { queryClient } = renderWithRouter(routes);
    const chat = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/201000000000\?text=/);
    expect(document.querySelector('footer a[href="tel:+201000000000"]')).not.toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
    expect(api.calls.filter((c) => c.key === 'GET settings')).toHaveLength(1);
    // one component follows the answer (the layout), not three (the footer and chat button too)
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['settings', 'en'] })!
        .getObserversCount(),
    ).toBe(1);
  });

  it('shows no chat button when the store has no WhatsApp number', async () => {
    fakeApi({ 'GET settings': () => ({ data: { ...settings, whatsapp: '' } }) });
    renderWithRouter(routes);
    await waitFor(() => expect(document.querySelector('footer a[href="tel:+201000000000"]')).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
  });
});
