// What the bench measures: the storefront's public calls, the server-rendered pages (as a browser
// asks for them), the long tail of addresses and the signed-in cart. Each target is
// [name, address, addresses to cycle through, options]; BENCH_ONLY matches the names.
import type { Requests } from './load.ts';
import type { sampleIds } from './seed.ts';

export type Target = [
  name: string,
  path: string,
  requests?: Requests,
  opts?: { random?: boolean; headers?: Record<string, string> },
];

export function benchTargets(ids: Awaited<ReturnType<typeof sampleIds>>, cartToken: string): Target[] {
  return [
    ['settings', '/api/settings'],
    ['sliders', '/api/sliders'],
    ['advertisements (top)', '/api/advertisements?type=top'],
    ['home news (2)', '/api/posts?type=news&per_page=2&page=1'],
    ['latest items', '/api/products/latest?limit=7'],
    ['deals', '/api/products/deals'],
    ['latest games (home)', '/api/products/home?per_page=10&page=1'],
    ['menu: hardware categories', '/api/categories/children?category_id=2'],
    ['category list (PC components, 20)', '/api/products/category?category_id=34&per_page=20&page=1&sort_type=asc_price'],
    // as a browser asks for it (issue 24, twelfth step: a compressed answer cost twice the CPU)
    [
      'category list, brotli as a browser asks',
      '/api/products/category?category_id=34&per_page=20&page=1&sort_type=asc_price',
      undefined,
      { headers: { 'accept-encoding': 'br' } },
    ],
    [
      'product detail',
      `/api/products/getProductDetails?product_id=${ids.products[0]}&per_page=8&page=1`,
      ids.products.map((id) => ({ path: `/api/products/getProductDetails?product_id=${id}&per_page=8&page=1` })),
    ],
    [
      'card detail',
      `/api/cards/getCardDetails?card_id=${ids.cards[0]}&per_page=8&page=1`,
      ids.cards.map((id) => ({ path: `/api/cards/getCardDetails?card_id=${id}&per_page=8&page=1` })),
    ],
    [
      'search suggestions',
      '/api/products/search?search=ryzen&per_page=5',
      ['ryzen', 'rtx 4070', 'بلايستيشن', 'steam', 'keybord', 'monitor 27', 'xbox', 'ssd'].map((q) => ({
        path: `/api/products/search?search=${encodeURIComponent(q)}&per_page=5&page=1`,
      })),
    ],
    // server-rendered pages (issue 15), as a browser asks for them (brotli)
    ['page HTML: home', '/', undefined, { headers: { 'accept-encoding': 'br' } }],
    [
      'page HTML: category (PC components)',
      '/gaming-hardware/pc-components/34?children=false',
      undefined,
      { headers: { 'accept-encoding': 'br' } },
    ],
    [
      'page HTML: product',
      `/product/${ids.products[0]}`,
      ids.products.map((id) => ({ path: `/product/${id}` })),
      { headers: { 'accept-encoding': 'br' } },
    ],
    [
      'page HTML: card',
      `/card/${ids.cards[0]}`,
      ids.cards.map((id) => ({ path: `/card/${id}` })),
      { headers: { 'accept-encoding': 'br' } },
    ],
    ['long tail: lists and details', ids.tail[0]!.path, ids.tail, { random: true }],
    // signed in: never cached; the cart is read and checked against the catalogue every time
    ['signed-in cart (10 lines)', '/api/users/cart', undefined, { headers: { authorization: `Bearer ${cartToken}` } }],
  ];
}
