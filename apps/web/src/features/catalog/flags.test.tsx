// Country flags (spec §3 Country.flag, §2 "countries with flags", card page "region (country
// flag)"): the API answers the flag's image address; the digital store's country level and the
// card page show that image beside the country's name, in English and in Arabic.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PATTERNS, type Category, type Country } from '@store/shared';
import { renderWithRouter } from '../../app/test-providers.tsx';
import i18n from '../../lib/i18n/index.ts';
import CardPage from './pages/CardPage.tsx';
import DigitalCountriesPage from './pages/DigitalCountriesPage.tsx';
import { buildCard, buildCardDetail } from './test/fixtures.ts';
import { stubFetch } from '../../test/fake-api.ts';

const SUB: Category = {
  id: 140,
  name: 'PlayStation Store',
  slug: 'playstation-store',
  logo: null,
  has_children: true,
  display_type: 2,
  parent_id: 130,
};
const COUNTRIES: Record<'en' | 'ar', Country[]> = {
  en: [
    { id: 1, name: 'United States', flag: '/flags/US.svg', has_children: true },
    { id: 5, name: 'Egypt', flag: '/flags/EG.svg', has_children: true },
  ],
  ar: [
    { id: 1, name: 'الولايات المتحدة', flag: '/flags/US.svg', has_children: true },
    { id: 5, name: 'مصر', flag: '/flags/EG.svg', has_children: true },
  ],
};

const EMPTY_PAGE = { cards: [], total: 0, current_page: 1, last_page: 1, per_page: 20 };

/** The flag image drawn inside an element (decorative: the country's name is printed beside it). */
const flagIn = (el: HTMLElement) => el.querySelector('.flag-icon img')?.getAttribute('src');

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe.each(['en', 'ar'] as const)('country flags (%s)', (lang) => {
  it("show each country's flag image on the digital store's country level", async () => {
    await i18n.changeLanguage(lang);
    stubFetch((url) => {
      if (url.pathname.endsWith('/countries')) return { data: COUNTRIES[lang] };
      if (url.pathname.endsWith('/categories/children/children')) return { data: [{ ...SUB, children: [] }] };
      if (url.pathname.endsWith('/categories/children')) return { data: [SUB] };
      if (url.pathname.endsWith('/cards/category')) return { data: EMPTY_PAGE };
      return { data: [] };
    });
    renderWithRouter([{ path: ROUTE_PATTERNS.digitalSubCategory, element: <DigitalCountriesPage /> }], {
      url: '/digital-store/sub_category/playstation-store/140',
    });
    for (const country of COUNTRIES[lang]) {
      const tile = await screen.findByRole('link', { name: country.name });
      expect(flagIn(tile)).toBe(country.flag);
    }
  });

  it("shows the card's region with its flag on the card page", async () => {
    await i18n.changeLanguage(lang);
    const country = COUNTRIES[lang][1]!;
    const where = { id: 7, country: { id: country.id, name: country.name, flag: country.flag } };
    const card = buildCardDetail(where);
    stubFetch((url) => {
      if (url.pathname.endsWith('/cards/getCardDetails'))
        return {
          data: {
            card,
            related_cards: { cards: [buildCard(where)], total: 1, current_page: 1, last_page: 1, per_page: 8, has_more: false },
          },
        };
      return { data: [] };
    });
    renderWithRouter([{ path: ROUTE_PATTERNS.card, element: <CardPage /> }], { url: '/card/7/gift-card-7' });
    const region = (await screen.findByText(country.name, { selector: '.card-badge', exact: false })) as HTMLElement;
    expect(within(region).getByText(/:/).textContent).toMatch(lang === 'ar' ? /المنطقة/ : /Region/);
    expect(flagIn(region)).toBe('/flags/EG.svg');
  });
});
