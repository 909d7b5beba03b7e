// /deals (spec §2): the page's headings are in order, the tiles' names (h3) under an h2, on a
// phone's grid and on the wider screens' carousel alike (Lighthouse's heading-order audit, which a
// skipped level fails, and a screen reader's list of headings).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogRoutes } from '../routes.tsx';
import { buildCard, buildProduct } from '../test/fixtures.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { freshStorefrontEachTest, renderRoutes } from '../../../test/render-routes.tsx';

freshStorefrontEachTest();

const screenIs = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('/deals', () => {
  for (const phone of [true, false]) {
    it(`skips no heading level, ${phone ? 'on a phone (grid)' : 'on a wider screen (carousel)'}`, async () => {
      screenIs(phone);
      stubApi(() => ({
        products: [buildProduct({ id: 1, name: 'Deal Console' })],
        cards: [buildCard({ id: 2, name: 'Deal Card' })],
      }));
      renderRoutes(catalogRoutes, '/deals');
      await screen.findByRole('heading', { level: 3, name: 'Deal Console' }, { timeout: 5000 });
      const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, levels.join(' ')).toBeLessThanOrEqual(1);
    });
  }
});
