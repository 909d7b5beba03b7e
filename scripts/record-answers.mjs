// Records what a running store answers to a fixed list of public GET calls and pages, in English
// and Arabic, one file per answer, so a refactoring can be checked to change no byte:
//   node scripts/record-answers.mjs http://localhost:3000 /tmp/before
//   (change the code, restart the server on the same DATA_DIR)
//   node scripts/record-answers.mjs http://localhost:3000 /tmp/after && diff -r /tmp/before /tmp/after
// Run the server with PUBLIC_CACHE_SECONDS=0 so every answer is made afresh. Hashed asset names
// (/assets/name-HASH.js) are written as /assets/name-#.js: a moved module changes a bundle's hash,
// not what the page says; so are the hand-over's timestamps (when the query ran).
import fs from 'node:fs/promises';
import path from 'node:path';

const [base = 'http://localhost:3000', out = 'answers'] = process.argv.slice(2);

const api = [
  '/api/health',
  '/api/settings',
  '/api/sliders',
  '/api/advertisements',
  '/api/posts?type=news',
  '/api/posts?type=blog&page=2',
  '/api/posts/1',
  '/api/web/faqs',
  '/api/reasons',
  '/api/categories/children',
  '/api/categories/children/children?category_id=34',
  '/api/countries',
  '/api/products/category?category_id=2',
  '/api/products/category?category_id=35&sort=price_asc',
  '/api/cards/category?category_id=3',
  '/api/products/getProductDetails?product_id=1',
  '/api/products/getProductDetails?product_id=20',
  '/api/cards/getCardDetails?card_id=1',
  '/api/products/latest',
  '/api/products/deals',
  '/api/products/home',
  '/api/products/search?search=ryzen',
  '/api/products/search?search=%D8%A8%D9%84%D8%A7%D9%8A%D8%B3%D8%AA%D9%8A%D8%B4%D9%86&per_page=5',
  '/api/products/getProductDetails?product_id=999999',
  '/api/captcha/config',
  '/api/social-login/config',
  '/api/payments',
  '/api/no-such-route',
  '/api/users/getProfile',
];

const pages = [
  '/',
  '/deals',
  '/category/gaming-hardware',
  '/category/digital-store',
  '/news-blog',
  '/about-us',
  '/faq',
  '/contact-us',
  '/build-pc',
  '/compare',
  '/my-cart',
  '/login',
  '/register',
  '/my-orders',
  '/wallet',
  '/track-my-order',
  '/no-such-page',
  '/sitemap.xml',
  '/robots.txt',
];

/** Pages found from the API's own answers: a category, a product, a card and a post. */
async function discoveredPages() {
  const get = async (p) => (await fetch(base + p)).json();
  const found = [];
  const home = await get('/api/products/latest');
  const products = home?.data?.data ?? home?.data ?? [];
  const first = Array.isArray(products) ? products.slice(0, 3) : [];
  for (const p of first) if (p?.id) found.push(`/product/${p.id}/${encodeURIComponent(p.slug ?? 'x')}`);
  const sitemap = await (await fetch(base + '/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  const pick = (re, n) => locs.filter((l) => re.test(l)).slice(0, n);
  found.push(...pick(/^\/gaming-hardware\//, 3), ...pick(/^\/digital-store\//, 3), ...pick(/^\/card\//, 2));
  found.push(...pick(/^\/product\//, 2), ...pick(/^\/(news|blog|article)/, 2));
  return [...new Set(found)];
}

const normalise = (text) =>
  text
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,10}(\.\w+)/g, '$1-#$2')
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

function fileName(lang, p) {
  return `${lang}${p.replace(/[^\w.-]+/g, '_')}`.slice(0, 180);
}

async function record(p, lang, dir) {
  const res = await fetch(base + p, { headers: { lang, cookie: `lang=${lang}`, 'accept-encoding': 'identity' } });
  const body = normalise(await res.text());
  const head = `${res.status} ${res.headers.get('content-type') ?? ''}\n`;
  await fs.writeFile(path.join(dir, fileName(lang, p)), head + body);
}

await fs.mkdir(path.join(out, 'api'), { recursive: true });
await fs.mkdir(path.join(out, 'pages'), { recursive: true });
const allPages = [...pages, ...(await discoveredPages())];
for (const lang of ['en', 'ar']) {
  for (const p of api) await record(p, lang, path.join(out, 'api'));
  for (const p of allPages) await record(p, lang, path.join(out, 'pages'));
}
console.log(`${(api.length + allPages.length) * 2} answers written to ${out}`);
