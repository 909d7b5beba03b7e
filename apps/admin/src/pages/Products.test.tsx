// The product editor: the publish button and the form's "Published on the storefront" box say one
// thing, and a save sends the published state only when the staff member changed it; the stock
// likewise, with the stock the form showed, so units orders took meanwhile are never written over.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { productDetail } from '@store/shared/contract/admin-catalog';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fakeApi, Refusal } from '../test/fake-api.ts';
import { ProductEdit } from './Products.tsx';

type Product = z.infer<typeof productDetail>;

const product: Product = {
  id: 7,
  name_en: 'Gaming mouse',
  name_ar: 'ماوس ألعاب',
  category_id: 12,
  category: 'Mice',
  brand: 'Logi',
  price: 150_000,
  price_after_discount: null,
  stock_type: 1,
  stock: 4,
  active: true,
  image: '/uploads/products/m.webp',
  created_at: '2026-11-01T10:00:00.000Z',
  slug: 'gaming-mouse',
  desc_en: '<p>Fast</p>',
  desc_ar: '<p>سريع</p>',
  support_en: '',
  support_ar: '',
  keywords: [],
  specs: [],
  compat: null,
  shipping_abroad: false,
  is_deal: false,
  images: [{ key: 'products/m.webp', url: '/uploads/products/m.webp' }],
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('the product editor', () => {
  it('keeps a product it just unpublished unpublished when other changes are saved after', async () => {
    let stored = product;
    const calls = fakeApi({
      'GET /products/options': { categories: [{ id: 12, name: 'Mice', parent_id: 2, leaf: true }], brands: ['Logi'] },
      'GET /products/7': () => stored,
      'POST /products/7/publish': (c) => (stored = { ...stored, active: (c.body as { active: boolean }).active }),
      'PUT /products/7': (c) => (stored = { ...stored, ...(c.body as Partial<Product>), images: stored.images }),
    });
    render(<ProductEdit id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await screen.findByRole('button', { name: 'Publish' });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Published on the storefront' }).checked).toBe(false);

    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ stock: 9 });
    expect(put.body).not.toMatchObject({ active: true });
    await waitFor(() => expect(stored.active).toBe(false));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('leaves the published state alone when a form opened before someone else unpublished it is saved', async () => {
    let stored = product;
    const calls = fakeApi({
      'GET /products/options': { categories: [{ id: 12, name: 'Mice', parent_id: 2, leaf: true }], brands: ['Logi'] },
      'GET /products/7': () => stored,
      'PUT /products/7': (c) => (stored = { ...stored, ...(c.body as Partial<Product>), images: stored.images }),
    });
    render(<ProductEdit id={7} />);
    await screen.findByRole('button', { name: 'Unpublish' });
    stored = { ...stored, active: false }; // another staff member, meanwhile
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put.stock).toBe(9);
    expect('active' in put).toBe(false);
    expect(stored.active).toBe(false);
  });

  it('saves the Published box when the staff member changes it', async () => {
    const calls = fakeApi({
      'GET /products/options': { categories: [{ id: 12, name: 'Mice', parent_id: 2, leaf: true }], brands: ['Logi'] },
      'GET /products/7': product,
      'PUT /products/7': (c) => ({ ...product, ...(c.body as Partial<Product>), images: product.images }),
    });
    render(<ProductEdit id={7} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Published on the storefront' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ active: false }));
  });

  it('sends the stock only when it was changed, with what the form showed; a stock changed meanwhile is shown again', async () => {
    let stored = product;
    const calls = fakeApi({
      'GET /products/options': { categories: [{ id: 12, name: 'Mice', parent_id: 2, leaf: true }], brands: ['Logi'] },
      'GET /products/7': () => stored,
      'PUT /products/7': (c) => {
        const b = c.body as Partial<Product> & { stock_was?: number };
        if (b.stock !== undefined && b.stock_was !== stored.stock)
          return new Refusal(409, `The stock changed while the form was open: it is now ${stored.stock}.`, {
            stock: stored.stock,
          });
        return (stored = { ...stored, ...b, images: stored.images });
      },
    });
    render(<ProductEdit id={7} />);
    const box = await screen.findByLabelText<HTMLInputElement>('Quantity');
    expect(box.value).toBe('4');
    stored = { ...stored, stock: 2 }; // a customer bought 2 meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect('stock' in (calls.find((c) => c.method === 'PUT')!.body as object)).toBe(false);
    // the box shows what the server holds after the save
    await waitFor(() => expect(box.value).toBe('2'));

    stored = { ...stored, stock: 1 }; // another one sold
    fireEvent.change(box, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The stock changed while the form was open: it is now 1.', { exact: false })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({ stock: 20, stock_was: 2 });
    await waitFor(() => expect(box.value).toBe('1'));
    expect(stored.stock).toBe(1);

    fireEvent.change(box, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.stock).toBe(20));
    expect(calls.filter((c) => c.method === 'PUT')[2]!.body).toMatchObject({ stock: 20, stock_was: 1 });
  });
});
