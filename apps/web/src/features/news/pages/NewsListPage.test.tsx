// /news-blog (spec §2 News and blog, §9): 20 posts per page of the tab in the URL, numbered
// links from 2 pages before to 10 after the current page plus previous/next, excerpts cut at
// 750 characters of plain text plus '...', and the empty texts per tab.
import type { Post } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../app/test-providers.tsx';
import NewsListPage from './NewsListPage.tsx';
import { stubApi } from '../../../test/fake-api.ts';

const post = (id: number, over: Partial<Post> = {}): Post => ({
  id,
  title: `Post ${id}`,
  desc: '<p>Short body</p>',
  img: `/uploads/p${id}.jpg`,
  slug: `post-${id}`,
  type: 'news',
  created_at: '05/03/2026',
  tags: [],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/news-blog', element: <NewsListPage /> }];

describe('<NewsListPage>', () => {
  it('asks for the tab and page in the URL and draws the page window with prev/next links', async () => {
    const fetchMock = stubApi((url) => ({
      posts: Array.from({ length: 20 }, (_, i) => post(i + 1, { type: url.searchParams.get('type') as Post['type'] })),
      total: 600,
      current_page: Number(url.searchParams.get('page')),
      last_page: 30,
      per_page: 20,
    }));
    renderWithRouter(routes, { url: '/news-blog?type=blog&page=5' });

    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const call = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(call.pathname).toBe('/api/posts');
    expect(Object.fromEntries(call.searchParams)).toEqual({ type: 'blog', per_page: '20', page: '5' });

    const numbers = within(nav)
      .getAllByRole('link')
      .filter((a) => /^Page \d+$/.test(a.getAttribute('aria-label') ?? ''))
      .map((a) => Number(a.textContent));
    expect(numbers).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 6' }).getAttribute('href')).toBe('/news-blog?type=blog&page=6');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/news-blog?type=blog&page=4');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news-blog?type=blog&page=6');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('tab', { name: 'Blog' }).getAttribute('aria-selected')).toBe('true');
  });

  it('disables previous on the first page and stops the window at the last page', async () => {
    stubApi(() => ({ posts: [post(1)], total: 41, current_page: 1, last_page: 3, per_page: 20 }));
    renderWithRouter(routes, { url: '/news-blog' });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('href')).toBe(false);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['‹', '1', '2', '3', '›']);
  });

  it('cuts the description at 750 characters of plain text plus "..." and links Read More to the article', async () => {
    const words = 'Lorem ipsum <b>dolor</b> sit amet &amp; more. '.repeat(40);
    stubApi(() => ({
      posts: [post(7, { desc: `<div>${words}</div>`, slug: 'big-launch' })],
      total: 1,
      current_page: 1,
      last_page: 1,
      per_page: 20,
    }));
    renderWithRouter(routes, { url: '/news-blog' });
    const card = await screen.findByRole('article');
    const excerpt = card.querySelector('.post-card-excerpt')!.textContent!;
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt).not.toContain('<');
    expect(excerpt).toContain('dolor sit amet & more.');
    expect(Array.from(excerpt.slice(0, -3)).length).toBeLessThanOrEqual(750);
    expect(Array.from(excerpt.slice(0, -3)).length).toBeGreaterThan(740);
    expect(within(card).getByText('05/03/2026')).toBeTruthy();
    const more = within(card).getByRole('link', { name: 'Read More: Post 7' });
    expect(more.getAttribute('href')).toBe('/news-blog/7/big-launch');
    // its text names the post too (a crawler reads the text: "Read More" alone names no page)
    expect(more.textContent).toBe('Read More: Post 7');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'No news found' and 'No Blog found' on empty tabs", async () => {
    stubApi(() => ({ posts: [], total: 0, current_page: 1, last_page: 1, per_page: 20 }));
    const { router } = renderWithRouter(routes, { url: '/news-blog' });
    expect(await screen.findByText('No news found')).toBeTruthy();
    await router.navigate('/news-blog?type=blog');
    expect(await screen.findByText('No Blog found')).toBeTruthy();
  });

  it('goes to the last page there is from a page past it, instead of saying there are no news', async () => {
    stubApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return { posts: page <= 2 ? [post(page)] : [], total: 27, current_page: page, last_page: 2, per_page: 20 };
    });
    const { router } = renderWithRouter(routes, { url: '/news-blog?type=news&page=5' });
    expect(await screen.findByRole('link', { name: 'Read More: Post 2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?type=news&page=2');
    expect(screen.queryByText('No news found')).toBeNull();
  });
});
