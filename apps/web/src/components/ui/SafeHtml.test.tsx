// SafeHtml: HTML the browser inserts goes through DOMPurify (loaded on first need); during
// hydration the server's markup, which the API sanitised, is adopted without it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginHydration, endHydration } from '../../lib/ssr.ts';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('strips scripts and handlers, and opens outside links in a new tab without the opener', async () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Hello <a href="https://example.com/x">out</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    const link = await screen.findByRole('link', { name: 'out' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('adopts the server-rendered markup while hydrating, and sanitises new HTML afterwards', async () => {
    beginHydration();
    const { container, rerender } = render(<SafeHtml html={'<p id="kept">From the server</p>'} />);
    endHydration();
    expect(container.querySelector('#kept')?.textContent).toBe('From the server');
    rerender(<SafeHtml html={'<p>Next <img src="y" onerror="alert(3)"></p>'} />);
    await screen.findByText('Next');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
