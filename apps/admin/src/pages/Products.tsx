// Products in the back-office (issue 26): the list (server-side search, filters, sorting and
// pages over 10,000 items) and the form (both languages, rich description, specifications, the
// Build PC keys, stock, prices, images, publish).
import { useRef, useState } from 'react';
import type { productDetail, productListAnswer, productOptionsAnswer } from '@store/shared/contract/admin-catalog';
import type { z } from 'zod';
import { typedHundredths, typedWhole } from '../amounts.ts';
import { api, ApiError } from '../api.ts';
import { Grid, Pager, type Column } from '../grid.tsx';
import { egp, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, listAddress, navigate, useAddressQuery, useDraft, useFlash } from '../router.tsx';
import { ImageField, type Img } from '../ui/ImageField.tsx';
import { RichText } from '../ui/RichText.tsx';
import { SearchForm, TitleRow, useOutcomeInView, Outcome, type OutcomeMessage } from '../ui/PageParts.tsx';

type Row = z.infer<typeof productListAnswer>['items'][number];
type Product = z.infer<typeof productDetail>;
type Options = z.infer<typeof productOptionsAnswer>;

export function ProductsList() {
  const { t, lang } = useI18n();
  const options = useLoad<Options>('/products/options');
  const [query, setQuery] = useAddressQuery({
    search: '',
    sort: 'newest',
    active: 'all',
    stock: 'all',
    category_id: '',
    brand: '',
    page: 1,
  });
  const [search, setSearch] = useDraft(query.search);
  const qs = new URLSearchParams({ ...query, page: String(query.page), per_page: '25' });
  for (const k of ['search', 'category_id', 'brand'] as const) if (!query[k]) qs.delete(k);
  const { data, error } = useLoad<z.infer<typeof productListAnswer>>(`/products?${qs}`);
  const columns: Column<Row>[] = [
    {
      id: 'image',
      header: '',
      cell: (c) =>
        c.row.original.image ? <img className="row-thumb" src={c.row.original.image} alt="" width={40} height={40} /> : null,
    },
    { id: 'id', header: t('id'), cell: (c) => c.row.original.id },
    { id: 'name', header: t('name'), cell: (c) => (lang === 'ar' ? c.row.original.name_ar : c.row.original.name_en) },
    { id: 'category', header: t('category'), cell: (c) => c.row.original.category },
    { id: 'brand', header: t('brand'), cell: (c) => c.row.original.brand },
    {
      id: 'price',
      header: t('price'),
      cell: (c) => egp(c.row.original.price_after_discount ?? c.row.original.price),
      meta: { num: true },
    },
    {
      id: 'stock',
      header: t('stock'),
      cell: (c) =>
        c.row.original.stock_type === 0 ? '∞' : c.row.original.stock_type === 2 ? t('stockNone') : c.row.original.stock,
      meta: { num: true },
    },
    {
      id: 'active',
      header: t('status'),
      cell: (c) => (
        <span className={c.row.original.active ? 'badge ok' : 'badge'}>
          {c.row.original.active ? t('published') : t('draft')}
        </span>
      ),
    },
  ];
  const set = (patch: Partial<typeof query>) => setQuery({ ...query, ...patch, page: 1 });
  return (
    <>
      <TitleRow title={t('products')}>
        <Link to="/products/new" className="button primary">
          {t('newProduct')}
        </Link>
      </TitleRow>
      <SearchForm value={search} onChange={setSearch} onSearch={() => set({ search })} placeholder={t('searchProducts')}>
        <label>
          {t('category')}
          <select value={query.category_id} onChange={(e) => set({ category_id: e.target.value })}>
            <option value="">{t('allCategories')}</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('brand')}
          <select value={query.brand} onChange={(e) => set({ brand: e.target.value })}>
            <option value="">{t('allBrands')}</option>
            {options.data?.brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('stock')}
          <select value={query.stock} onChange={(e) => set({ stock: e.target.value })}>
            <option value="all">{t('stockAll')}</option>
            <option value="in">{t('stockIn')}</option>
            <option value="low">{t('stockLow')}</option>
            <option value="out">{t('stockOut')}</option>
          </select>
        </label>
        <label>
          {t('status')}
          <select value={query.active} onChange={(e) => set({ active: e.target.value })}>
            <option value="all">{t('all')}</option>
            <option value="yes">{t('published')}</option>
            <option value="no">{t('draft')}</option>
          </select>
        </label>
        <label>
          {t('sortBy')}
          <select value={query.sort} onChange={(e) => set({ sort: e.target.value })}>
            <option value="newest">{t('sortNewest')}</option>
            <option value="oldest">{t('sortOldest')}</option>
            <option value="name">{t('sortName')}</option>
            <option value="price_asc">{t('sortPriceAsc')}</option>
            <option value="price_desc">{t('sortPriceDesc')}</option>
            <option value="stock_asc">{t('sortStock')}</option>
          </select>
        </label>
      </SearchForm>
      {error && <p className="error">{error}</p>}
      {data ? (
        <>
          <Grid label={t('products')} columns={columns} rows={data.items} onRow={(r) => navigate(`/products/${r.id}`)} />
          <Pager page={query.page} pages={data.last_page} total={data.total} onPage={(page) => setQuery({ ...query, page })} />
        </>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </>
  );
}

const list = (s: FormDataEntryValue | null) =>
  String(s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const PARTS = ['cpu', 'motherboard', 'memory', 'gpu', 'psu', 'case'] as const;
/** Which Build PC keys each component asks for (packages/shared/src/build-pc.ts REQUIRED_COMPAT_KEYS). */
const PART_KEYS: Record<(typeof PARTS)[number], string[]> = {
  cpu: ['socket', 'tdp_w'],
  motherboard: ['socket', 'memory_type'],
  memory: ['memory_type'],
  gpu: ['tdp_w', 'length_mm'],
  psu: ['wattage_w'],
  case: ['max_gpu_length_mm'],
};

type Spec = Product['specs'][number];

export function ProductEdit({ id }: { id: number | null }) {
  const { t, lang } = useI18n();
  const options = useLoad<Options>('/products/options');
  const product = useLoad<Product>(id ? `/products/${id}` : null);
  if (options.error || product.error) return <p className="error">{options.error ?? product.error}</p>;
  if (!options.data || (id && !product.data)) return <p className="muted">{t('loading')}</p>;
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      id={id}
      p={product.data}
      o={options.data}
      lang={lang}
      onSaved={(saved, said) => (id ? product.setData(saved) : navigate(`/products/${saved.id}`, said))}
    />
  );
}

function ProductForm({
  id,
  p,
  o,
  onSaved,
}: {
  id: number | null;
  p: Product | null;
  o: Options;
  lang: string;
  /** the record as saved, and what the server said of it */
  onSaved: (p: Product, said: string) => void;
}) {
  const { t, lang } = useI18n();
  const flash = useFlash();
  const [message, setMessage] = useState<OutcomeMessage | null>(flash ? { ok: true, text: flash } : null);
  const [images, setImages] = useState<Img[]>(p?.images ?? []);
  const [descEn, setDescEn] = useState(p?.desc_en ?? '');
  const [descAr, setDescAr] = useState(p?.desc_ar ?? '');
  const [specs, setSpecs] = useState<Spec[]>(p?.specs ?? []);
  const [part, setPart] = useState<string>(p?.compat?.part ?? '');
  // the "Published" box follows the Publish / Unpublish button, so a save after either keeps what it did
  const [active, setActive] = useState(p?.active ?? false);
  // the stock the form shows, as the server last said: orders take and give back units meanwhile,
  // so an edit sends the stock only when the staff member changed it, with what it was
  const [stockWas, setStockWas] = useState(p?.stock ?? 0);
  const stockBox = useRef<HTMLInputElement>(null);
  const showStock = (stock: number) => {
    setStockWas(stock);
    if (stockBox.current) stockBox.current.value = String(stock);
  };
  const [busy, setBusy] = useState(false);
  const outcome = useOutcomeInView<HTMLDivElement>(message);

  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    // a price as typed (Arabic digits too), never rounded; anything but an amount is refused here
    const price = typedHundredths(f.get('price'));
    const discount = typedHundredths(f.get('price_after_discount'));
    let compat: Record<string, unknown> | null = null;
    if (part) {
      compat = { part };
      for (const key of PART_KEYS[part as keyof typeof PART_KEYS]) {
        const v = String(f.get(`compat_${key}`) ?? '').trim();
        if (v) compat[key] = key === 'socket' || key === 'memory_type' ? v : typedWhole(v);
      }
    }
    // a Build PC figure as typed (Arabic digits too)
    const compatNumbers = Object.values(compat ?? {}).filter((v) => typeof v === 'number');
    if (price === null || [price, discount].some((n) => Number.isNaN(n))) {
      setMessage({ ok: false, text: t('badNumber') });
      return;
    }
    if (compatNumbers.some((n) => Number.isNaN(n))) {
      setMessage({ ok: false, text: t('badWhole') });
      return;
    }
    const stock = Number(f.get('stock') || 0);
    const body = {
      name_en: String(f.get('name_en')),
      name_ar: String(f.get('name_ar')),
      category_id: Number(f.get('category_id')),
      brand: String(f.get('brand') ?? ''),
      desc_en: descEn,
      desc_ar: descAr,
      support_en: String(f.get('support_en') ?? ''),
      support_ar: String(f.get('support_ar') ?? ''),
      keywords: list(f.get('keywords')),
      // a row left wholly empty is dropped; a row with any part typed goes to the server, which names
      // what is missing (a row with only its Arabic half was dropped without a word)
      specs: specs.filter((s) => [s.key_en, s.key_ar, s.value_en, s.value_ar].some((v) => v.trim() !== '')),
      compat,
      price,
      price_after_discount: discount,
      stock_type: Number(f.get('stock_type')),
      shipping_abroad: f.get('shipping_abroad') === 'on',
      is_deal: f.get('is_deal') === 'on',
      images: images.map((i) => i.key),
      // only what the staff member set: a form opened before someone published or unpublished the
      // product leaves that as it is
      ...(!p || active !== p.active ? { active } : {}),
      ...(!p ? { stock } : stock !== stockWas ? { stock, stock_was: stockWas } : {}),
    };
    setBusy(true);
    try {
      const r = id ? await api<Product>('PUT', `/products/${id}`, body) : await api<Product>('POST', '/products', body);
      setMessage({ ok: true, text: r.message || t('saved') });
      showStock(r.data.stock);
      onSaved(r.data, r.message || t('saved'));
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      setMessage({ ok: false, text: err.message, details: err.envelope.errors });
      // the stock changed since the form was opened: the form shows it now
      const now = (err.envelope.data as { stock?: unknown } | null)?.stock;
      if (err.status === 409 && typeof now === 'number') showStock(now);
    } finally {
      setBusy(false);
    }
  };

  const publish = async (active: boolean) => {
    if (!p) return;
    try {
      const r = await api<Product>('POST', `/products/${p.id}/publish`, { active });
      setActive(r.data.active);
      setMessage({ ok: true, text: r.message || t('saved') });
      onSaved(r.data, r.message || t('saved'));
    } catch (err) {
      if (err instanceof ApiError) setMessage({ ok: false, text: err.message });
    }
  };

  const setSpec = (i: number, patch: Partial<Spec>) => setSpecs(specs.map((s, j) => (i === j ? { ...s, ...patch } : s)));

  return (
    <>
      <div className="title-row">
        <h1>{p ? (lang === 'ar' ? p.name_ar : p.name_en) : t('newProduct')}</h1>
        <div className="row-actions">
          {p && (
            <>
              <span className={p.active ? 'badge ok' : 'badge'}>{p.active ? t('published') : t('draft')}</span>
              <button type="button" onClick={() => void publish(!p.active)}>
                {p.active ? t('unpublish') : t('publish')}
              </button>
              {p.active && (
                <a href={`/product/${p.id}/${p.slug}`} target="_blank" rel="noreferrer">
                  {t('viewInStore')}
                </a>
              )}
            </>
          )}
          <Link to={listAddress('/products')}>{t('back')}</Link>
        </div>
      </div>
      {message && <Outcome message={message} outcomeRef={outcome} />}
      <form className="card form" onSubmit={(e) => void save(e)}>
        <div className="fields">
          <label>
            {t('nameEn')}
            <input name="name_en" defaultValue={p?.name_en} required maxLength={200} dir="ltr" />
          </label>
          <label>
            {t('nameAr')}
            <input name="name_ar" defaultValue={p?.name_ar} required maxLength={200} dir="rtl" />
          </label>
          <label>
            {t('category')}
            <select name="category_id" defaultValue={p?.category_id} required>
              {o.categories
                .filter((x) => x.leaf)
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
            </select>
          </label>
          <label>
            {t('brand')}
            <input name="brand" defaultValue={p?.brand} maxLength={100} list="brands" dir="ltr" />
            <datalist id="brands">
              {o.brands.map((b) => (
                <option key={b} value={b} />
              ))}
            </datalist>
          </label>
          <label>
            {t('price')}
            <input name="price" inputMode="decimal" defaultValue={p ? p.price / 100 : ''} required dir="ltr" />
          </label>
          <label>
            {t('discountPrice')}
            <input
              name="price_after_discount"
              inputMode="decimal"
              defaultValue={p?.price_after_discount != null ? p.price_after_discount / 100 : ''}
              dir="ltr"
            />
          </label>
          <label>
            {t('stockType')}
            <select name="stock_type" defaultValue={p?.stock_type ?? 1}>
              <option value={1}>{t('stockCounted')}</option>
              <option value={0}>{t('stockAlways')}</option>
              <option value={2}>{t('stockNone')}</option>
            </select>
          </label>
          <label>
            {t('quantity')}
            <input ref={stockBox} name="stock" type="number" min={0} defaultValue={p?.stock ?? 0} />
          </label>
          <label>
            {t('keywords')}
            <input name="keywords" defaultValue={p?.keywords.join(', ')} />
          </label>
          <label className="check">
            <input type="checkbox" name="shipping_abroad" defaultChecked={p?.shipping_abroad ?? false} />
            {t('shippingAbroad')}
          </label>
          <label className="check">
            <input type="checkbox" name="is_deal" defaultChecked={p?.is_deal ?? false} />
            {t('isDeal')}
          </label>
        </div>
        <ImageField kind="product" value={images} onChange={setImages} testId="product-images" />
        <div className="fields wide">
          <RichText name="desc_en" label={t('richDescEn')} value={descEn} onChange={setDescEn} dir="ltr" />
          <RichText name="desc_ar" label={t('richDescAr')} value={descAr} onChange={setDescAr} dir="rtl" />
          <label>
            {t('supportEn')}
            <textarea name="support_en" defaultValue={p?.support_en} rows={3} dir="ltr" />
          </label>
          <label>
            {t('supportAr')}
            <textarea name="support_ar" defaultValue={p?.support_ar} rows={3} dir="rtl" />
          </label>
        </div>
        <fieldset className="specs">
          <legend>{t('specs')}</legend>
          {specs.map((s, i) => (
            <div className="spec-row" key={i}>
              <input
                aria-label={t('specKeyEn')}
                placeholder={t('specKeyEn')}
                value={s.key_en}
                dir="ltr"
                onChange={(e) => setSpec(i, { key_en: e.target.value })}
              />
              <input
                aria-label={t('specKeyAr')}
                placeholder={t('specKeyAr')}
                value={s.key_ar}
                dir="rtl"
                onChange={(e) => setSpec(i, { key_ar: e.target.value })}
              />
              <input
                aria-label={t('specValueEn')}
                placeholder={t('specValueEn')}
                value={s.value_en}
                dir="ltr"
                onChange={(e) => setSpec(i, { value_en: e.target.value })}
              />
              <input
                aria-label={t('specValueAr')}
                placeholder={t('specValueAr')}
                value={s.value_ar}
                dir="rtl"
                onChange={(e) => setSpec(i, { value_ar: e.target.value })}
              />
              <button type="button" className="link" onClick={() => setSpecs(specs.filter((_, j) => j !== i))}>
                {t('remove')}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setSpecs([...specs, { key_en: '', key_ar: '', value_en: '', value_ar: '' }])}>
            {t('addSpec')}
          </button>
        </fieldset>
        <fieldset className="specs">
          <legend>{t('buildPc')}</legend>
          <div className="fields">
            <label>
              {t('pcPart')}
              <select value={part} onChange={(e) => setPart(e.target.value)}>
                <option value="">{t('notComponent')}</option>
                {PARTS.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
            </label>
            {part &&
              PART_KEYS[part as keyof typeof PART_KEYS].map((key) => (
                <label key={key}>
                  {t(
                    (
                      {
                        socket: 'socket',
                        memory_type: 'memoryType',
                        tdp_w: 'tdpW',
                        wattage_w: 'wattageW',
                        length_mm: 'lengthMm',
                        max_gpu_length_mm: 'maxGpuMm',
                      } as const
                    )[key as 'socket'],
                  )}
                  {key === 'memory_type' ? (
                    <select name={`compat_${key}`} defaultValue={p?.compat?.memory_type ?? 'DDR5'}>
                      <option>DDR4</option>
                      <option>DDR5</option>
                    </select>
                  ) : (
                    <input
                      name={`compat_${key}`}
                      required
                      dir="ltr"
                      inputMode={key === 'socket' ? 'text' : 'numeric'}
                      defaultValue={String((p?.compat as Record<string, unknown> | null)?.[key] ?? '')}
                    />
                  )}
                </label>
              ))}
          </div>
        </fieldset>
        <label className="check">
          <input type="checkbox" name="active" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t('publishNow')}
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {t('save')}
        </button>
      </form>
    </>
  );
}
