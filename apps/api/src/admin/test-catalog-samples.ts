// Sample calls of the back-office's catalogue and content operations for the contract test
// (http/contract.test.ts spreads them into its SAMPLES): each answers 2xx with the demo store.
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { asAdmin, type Sample, type SampleEnv } from './test-samples.ts';

export function catalogContractSamples(env: SampleEnv): Record<string, Sample[]> {
  const { app, admin } = env;
  const as = asAdmin(env);
  let png: Buffer | null = null;
  const image = async (kind = 'product'): Promise<InjectOptions> => {
    png ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    return {
      method: 'POST',
      url: `/api/admin/images?kind=${kind}`,
      headers: { authorization: `Bearer ${admin()}`, 'content-type': 'image/png' },
      payload: png,
    };
  };
  const key = async (kind = 'product') => (await app().call<{ key: string }>(await image(kind))).body.data.key;
  const data = async <T>(o: InjectOptions) => (await app().call<T>(o)).body.data;
  const leaf = async () =>
    (await data<{ id: number; store: string; children: number }[]>(as('GET', '/api/admin/categories'))).find(
      (c) => c.store === 'hardware' && c.children === 0,
    )!.id;
  const productBody = async () => ({
    name_en: 'Contract product',
    name_ar: 'منتج العقد',
    category_id: await leaf(),
    desc_en: '<p>x</p>',
    specs: [{ key_en: 'k', key_ar: 'م', value_en: 'v', value_ar: 'ق' }],
    compat: { part: 'psu', wattage_w: 750 },
    price: 100_000,
    images: [await key()],
  });
  let product: number | null = null;
  const productId = async () =>
    (product ??= (await data<{ id: number }>(as('POST', '/api/admin/products', await productBody()))).id);
  const created = async (url: string, body: Record<string, unknown>) => (await data<{ id: number }>(as('POST', url, body))).id;
  const slider = async () => ({ title_en: 'S', title_ar: 'ش', img: await key('slider'), link: '/deals' });
  const ad = async () => ({ type: 'top', img: await key('ad'), link: 'https://example.com/' });
  const post = async () => ({
    type: 'news',
    title_en: 'P',
    title_ar: 'م',
    desc_en: '<p>x</p>',
    img: await key('post'),
    tags: [{ name_en: 'a', name_ar: 'ب' }],
  });
  const faq = { question_en: 'Q', question_ar: 'س', answer_en: '<p>A</p>', answer_ar: '<p>ج</p>' };
  // siblings may not share a name: each sample's category is a new one
  let categories = 0;
  const category = () => {
    categories += 1;
    return { parent_id: 2, name_en: `Contract category ${categories}`, name_ar: `فئة العقد ${categories}` };
  };

  return {
    'POST /api/admin/images': [() => image()],
    'GET /api/admin/products': [
      () => as('GET', '/api/admin/products'),
      () =>
        as(
          'GET',
          '/api/admin/products?search=ryzen&sort=price_desc&active=yes&stock=in&category_id=2&per_page=5',
          undefined,
          'ar',
        ),
    ],
    'GET /api/admin/products/options': [() => as('GET', '/api/admin/products/options', undefined, 'ar')],
    'GET /api/admin/products/{id}': [async () => as('GET', `/api/admin/products/${await productId()}`)],
    'POST /api/admin/products': [async () => as('POST', '/api/admin/products', await productBody())],
    'PUT /api/admin/products/{id}': [async () => as('PUT', `/api/admin/products/${await productId()}`, await productBody())],
    'POST /api/admin/products/{id}/publish': [
      async () => as('POST', `/api/admin/products/${await productId()}/publish`, { active: false }),
    ],
    'GET /api/admin/categories': [() => as('GET', '/api/admin/categories')],
    'POST /api/admin/categories': [() => as('POST', '/api/admin/categories', category())],
    'PUT /api/admin/categories/{id}': [
      async () =>
        as('PUT', `/api/admin/categories/${await created('/api/admin/categories', category())}`, {
          ...category(),
        }),
    ],
    'GET /api/admin/sliders': [() => as('GET', '/api/admin/sliders')],
    'POST /api/admin/sliders': [async () => as('POST', '/api/admin/sliders', await slider())],
    'PUT /api/admin/sliders/{id}': [
      async () => as('PUT', `/api/admin/sliders/${await created('/api/admin/sliders', await slider())}`, await slider()),
    ],
    'DELETE /api/admin/sliders/{id}': [
      async () => as('DELETE', `/api/admin/sliders/${await created('/api/admin/sliders', await slider())}`),
    ],
    'GET /api/admin/advertisements': [() => as('GET', '/api/admin/advertisements')],
    'POST /api/admin/advertisements': [async () => as('POST', '/api/admin/advertisements', await ad())],
    'PUT /api/admin/advertisements/{id}': [
      async () => as('PUT', `/api/admin/advertisements/${await created('/api/admin/advertisements', await ad())}`, await ad()),
    ],
    'DELETE /api/admin/advertisements/{id}': [
      async () => as('DELETE', `/api/admin/advertisements/${await created('/api/admin/advertisements', await ad())}`),
    ],
    'GET /api/admin/posts': [
      () => as('GET', '/api/admin/posts'),
      () => as('GET', '/api/admin/posts?type=news&search=a', undefined, 'ar'),
    ],
    'GET /api/admin/posts/{id}': [async () => as('GET', `/api/admin/posts/${await created('/api/admin/posts', await post())}`)],
    'POST /api/admin/posts': [async () => as('POST', '/api/admin/posts', await post())],
    'PUT /api/admin/posts/{id}': [
      async () => as('PUT', `/api/admin/posts/${await created('/api/admin/posts', await post())}`, await post()),
    ],
    'DELETE /api/admin/posts/{id}': [
      async () => as('DELETE', `/api/admin/posts/${await created('/api/admin/posts', await post())}`),
    ],
    'GET /api/admin/faqs': [() => as('GET', '/api/admin/faqs')],
    'POST /api/admin/faqs': [() => as('POST', '/api/admin/faqs', faq)],
    'PUT /api/admin/faqs/{id}': [async () => as('PUT', `/api/admin/faqs/${await created('/api/admin/faqs', faq)}`, faq)],
    'DELETE /api/admin/faqs/{id}': [async () => as('DELETE', `/api/admin/faqs/${await created('/api/admin/faqs', faq)}`)],
    'GET /api/admin/pages': [() => as('GET', '/api/admin/pages')],
    'GET /api/admin/pages/{key}': [() => as('GET', '/api/admin/pages/terms'), () => as('GET', '/api/admin/pages/careers')],
    'PUT /api/admin/pages/{key}': [
      () =>
        as('PUT', '/api/admin/pages/affiliate', {
          title_en: 'Affiliate',
          title_ar: 'التسويق',
          content_en: '<p>x</p>',
          content_ar: '<p>س</p>',
        }),
    ],
    'GET /api/admin/settings': [() => as('GET', '/api/admin/settings')],
    'PUT /api/admin/settings': [
      async () => {
        const { updated_at: _, ...current } = await data<Record<string, unknown>>(as('GET', '/api/admin/settings'));
        return as('PUT', '/api/admin/settings', current);
      },
    ],
  };
}
