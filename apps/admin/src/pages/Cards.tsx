import { useState } from 'react';
import type { cardDetail, cardListAnswer, cardOptionsAnswer, codeListAnswer } from '@store/shared/contract/admin';
import type { z } from 'zod';
import { typedHundredths } from '../amounts.ts';
import { api, ApiError } from '../api.ts';
import { Grid, Pager, PlainGrid, type Column } from '../grid.tsx';
import { dateTime, egp, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate, useAddressQuery, useDraft, useFlash } from '../router.tsx';
import { RichText } from '../ui/RichText.tsx';
import { ImageField, type Img } from '../ui/ImageField.tsx';
import { SearchForm, TitleRow, useOutcomeInView, Outcome, type OutcomeMessage } from '../ui/PageParts.tsx';

type CardRow = z.infer<typeof cardListAnswer>['items'][number];
type Card = z.infer<typeof cardDetail>;
type Options = z.infer<typeof cardOptionsAnswer>;
type Codes = z.infer<typeof codeListAnswer>;

export function CardsList() {
  const { t, lang } = useI18n();
  const [query, setQuery] = useAddressQuery({ search: '', sort: 'newest', active: 'all', low_stock: '0', page: 1 });
  const [search, setSearch] = useDraft(query.search);
  const qs = new URLSearchParams({ ...query, page: String(query.page), per_page: '25' });
  if (!query.search) qs.delete('search');
  const { data, error } = useLoad<z.infer<typeof cardListAnswer>>(`/cards?${qs}`);
  const columns: Column<CardRow>[] = [
    { id: 'id', header: t('id'), cell: (c) => c.row.original.id },
    { id: 'name', header: t('name'), cell: (c) => (lang === 'ar' ? c.row.original.name_ar : c.row.original.name_en) },
    { id: 'category', header: t('category'), cell: (c) => c.row.original.category },
    {
      id: 'price',
      header: t('price'),
      cell: (c) => egp(c.row.original.price_after_discount ?? c.row.original.price),
      meta: { num: true },
    },
    { id: 'available', header: t('available'), cell: (c) => c.row.original.available, meta: { num: true } },
    { id: 'reserved', header: t('reserved'), cell: (c) => c.row.original.reserved, meta: { num: true } },
    { id: 'sold', header: t('sold'), cell: (c) => c.row.original.sold, meta: { num: true } },
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
  return (
    <>
      <TitleRow title={t('cards')}>
        <Link to="/cards/new" className="button primary">
          {t('newCard')}
        </Link>
      </TitleRow>
      <SearchForm
        value={search}
        onChange={setSearch}
        onSearch={() => setQuery({ ...query, search, page: 1 })}
        placeholder={t('searchCards')}
      >
        <label>
          {t('status')}
          <select value={query.active} onChange={(e) => setQuery({ ...query, active: e.target.value, page: 1 })}>
            <option value="all">{t('all')}</option>
            <option value="yes">{t('published')}</option>
            <option value="no">{t('draft')}</option>
          </select>
        </label>
        <label>
          {t('sortBy')}
          <select value={query.sort} onChange={(e) => setQuery({ ...query, sort: e.target.value, page: 1 })}>
            <option value="newest">{t('sortNewest')}</option>
            <option value="oldest">{t('sortOldest')}</option>
            <option value="name">{t('sortName')}</option>
            <option value="price_asc">{t('sortPriceAsc')}</option>
            <option value="price_desc">{t('sortPriceDesc')}</option>
            <option value="available_asc">{t('sortAvailable')}</option>
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={query.low_stock === '1'}
            onChange={(e) => setQuery({ ...query, low_stock: e.target.checked ? '1' : '0', page: 1 })}
          />
          {t('lowOnly')}
        </label>
      </SearchForm>
      {error && <p className="error">{error}</p>}
      {data ? (
        <>
          <Grid label={t('cards')} columns={columns} rows={data.items} onRow={(r) => navigate(`/cards/${r.id}`)} />
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

export function CardEdit({ id }: { id: number | null }) {
  const { t, lang } = useI18n();
  const options = useLoad<Options>('/cards/options');
  const card = useLoad<Card>(id ? `/cards/${id}` : null);
  const flash = useFlash();
  const [message, setMessage] = useState<OutcomeMessage | null>(flash ? { ok: true, text: flash } : null);
  const outcome = useOutcomeInView<HTMLDivElement>(message);
  const [images, setImages] = useState<Img[] | null>(null);
  // the system requirements are HTML (lists, headings): edited as rich text, null until touched
  const [sysEn, setSysEn] = useState<string | null>(null);
  const [sysAr, setSysAr] = useState<string | null>(null);

  if (options.error || card.error) return <p className="error">{options.error ?? card.error}</p>;
  if (!options.data || (id && !card.data)) return <p className="muted">{t('loading')}</p>;
  const c = card.data;
  const o = options.data;

  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    // a price as typed (Arabic digits too), never rounded; anything but an amount is refused here
    const price = typedHundredths(f.get('price'));
    const discount = typedHundredths(f.get('price_after_discount'));
    if (price === null || Number.isNaN(price) || Number.isNaN(discount)) {
      setMessage({ ok: false, text: t('badNumber') });
      return;
    }
    const body = {
      name_en: String(f.get('name_en')),
      name_ar: String(f.get('name_ar')),
      category_id: Number(f.get('category_id')),
      country_id: Number(f.get('country_id')),
      platform_id: f.get('platform_id') ? Number(f.get('platform_id')) : null,
      short_name: String(f.get('short_name') ?? ''),
      desc_en: String(f.get('desc_en') ?? ''),
      desc_ar: String(f.get('desc_ar') ?? ''),
      keywords: list(f.get('keywords')),
      regions_en: list(f.get('regions_en')),
      regions_ar: list(f.get('regions_ar')),
      languages_en: list(f.get('languages_en')),
      languages_ar: list(f.get('languages_ar')),
      system_requirement_en: sysEn ?? c?.system_requirement_en ?? '',
      system_requirement_ar: sysAr ?? c?.system_requirement_ar ?? '',
      price,
      price_after_discount: discount,
      redeem_points: Number(f.get('redeem_points') || 0),
      stock_type: Number(f.get('stock_type')),
      low_stock_threshold: Number(f.get('low_stock_threshold') || 0),
      active: f.get('active') === 'on',
      ...(images && images.length ? { images: images.map((i) => i.key) } : {}),
    };
    try {
      const r = id ? await api<Card>('PUT', `/cards/${id}`, body) : await api<Card>('POST', '/cards', body);
      setMessage({ ok: true, text: r.message || t('saved') });
      if (!id) navigate(`/cards/${r.data.id}`, r.message || t('saved'));
      else card.setData(r.data);
    } catch (err) {
      if (err instanceof ApiError) setMessage({ ok: false, text: err.message, details: err.envelope.errors });
    }
  };

  return (
    <>
      <TitleRow title={c ? (lang === 'ar' ? c.name_ar : c.name_en) : t('newCard')} back="/cards" />
      {message && <Outcome message={message} outcomeRef={outcome} />}
      <form className="card form" onSubmit={(e) => void save(e)} key={c?.id ?? 'new'}>
        <div className="fields">
          <label>
            {t('nameEn')}
            <input name="name_en" defaultValue={c?.name_en} required maxLength={200} dir="ltr" />
          </label>
          <label>
            {t('nameAr')}
            <input name="name_ar" defaultValue={c?.name_ar} required maxLength={200} dir="rtl" />
          </label>
          <label>
            {t('category')}
            <select name="category_id" defaultValue={c?.category_id ?? o.categories.at(-1)?.id}>
              {o.categories.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('country')}
            <select name="country_id" defaultValue={c?.country_id}>
              {o.countries.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('platform')}
            <select name="platform_id" defaultValue={c?.platform_id ?? ''}>
              <option value="">{t('none')}</option>
              {o.platforms.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('shortName')}
            <input name="short_name" defaultValue={c?.short_name} maxLength={50} />
          </label>
          <label>
            {t('price')}
            <input name="price" inputMode="decimal" defaultValue={c ? c.price / 100 : ''} required dir="ltr" />
          </label>
          <label>
            {t('discountPrice')}
            <input
              name="price_after_discount"
              inputMode="decimal"
              defaultValue={c?.price_after_discount != null ? c.price_after_discount / 100 : ''}
              dir="ltr"
            />
          </label>
          <label>
            {t('redeemPoints')}
            <input name="redeem_points" type="number" min={0} defaultValue={c?.redeem_points ?? 0} />
          </label>
          <label>
            {t('stockType')}
            <select name="stock_type" defaultValue={c?.stock_type ?? 1}>
              <option value={1}>{t('stockManaged')}</option>
              <option value={0}>{t('stockAlways')}</option>
              <option value={2}>{t('stockNone')}</option>
            </select>
          </label>
          <label>
            {t('lowThreshold')}
            <input name="low_stock_threshold" type="number" min={0} defaultValue={c?.low_stock_threshold ?? 10} />
          </label>
          <label>
            {t('keywords')}
            <input name="keywords" defaultValue={c?.keywords.join(', ')} />
          </label>
          <label>
            {t('regionsEn')}
            <input name="regions_en" defaultValue={c?.regions_en.join(', ')} dir="ltr" />
          </label>
          <label>
            {t('regionsAr')}
            <input name="regions_ar" defaultValue={c?.regions_ar.join(', ')} dir="rtl" />
          </label>
          <label>
            {t('languagesEn')}
            <input name="languages_en" defaultValue={c?.languages_en.join(', ')} dir="ltr" />
          </label>
          <label>
            {t('languagesAr')}
            <input name="languages_ar" defaultValue={c?.languages_ar.join(', ')} dir="rtl" />
          </label>
        </div>
        <ImageField kind="card" value={images ?? c?.images ?? []} onChange={setImages} />
        <div className="fields wide">
          <label>
            {t('descEn')}
            <textarea name="desc_en" defaultValue={c?.desc_en} rows={4} dir="ltr" />
          </label>
          <label>
            {t('descAr')}
            <textarea name="desc_ar" defaultValue={c?.desc_ar} rows={4} dir="rtl" />
          </label>
          <RichText
            name="system_requirement_en"
            label={t('sysEn')}
            value={sysEn ?? c?.system_requirement_en ?? ''}
            onChange={setSysEn}
            dir="ltr"
          />
          <RichText
            name="system_requirement_ar"
            label={t('sysAr')}
            value={sysAr ?? c?.system_requirement_ar ?? ''}
            onChange={setSysAr}
            dir="rtl"
          />
        </div>
        <label className="check">
          <input type="checkbox" name="active" defaultChecked={c?.active ?? false} />
          {t('publishNow')}
        </label>
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </form>
      {c && <CodesPanel card={c} onChange={card.reload} />}
    </>
  );
}

function CodesPanel({ card, onChange }: { card: Card; onChange: () => void }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const codes = useLoad<Codes>(`/cards/${card.id}/codes?page=${page}&per_page=20`);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; details: string[] } | null>(null);
  const outcome = useOutcomeInView<HTMLDivElement>(result);
  const [revealed, setRevealed] = useState<Record<number, string>>({});

  const upload = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setBusy(true);
    setResult(null);
    try {
      const r = await api<{ imported: number }>('POST', `/cards/${card.id}/codes/import`, file, 'text/csv');
      setResult({ ok: true, text: r.message, details: [] });
      codes.reload();
      onChange();
    } catch (err) {
      if (err instanceof ApiError) setResult({ ok: false, text: err.message, details: err.envelope.errors });
    } finally {
      setBusy(false);
    }
  };
  const reveal = async (id: number) => {
    try {
      const r = await api<{ code: string }>('POST', `/codes/${id}/reveal`);
      setRevealed((m) => ({ ...m, [id]: r.data.code }));
    } catch (err) {
      // a refusal (sold meanwhile, signed out, rate limit) is said where the import's outcome is
      setResult({ ok: false, text: err instanceof ApiError ? err.message : String(err), details: [] });
    }
  };

  return (
    <section className="card" aria-labelledby="codes-title">
      <h2 id="codes-title">{t('codes')}</h2>
      {codes.data && (
        <p className="counts">
          <span className="badge ok">
            {t('available')}: {codes.data.counts.available}
          </span>
          <span className="badge">
            {t('reserved')}: {codes.data.counts.reserved}
          </span>
          <span className="badge">
            {t('sold')}: {codes.data.counts.sold}
          </span>
        </p>
      )}
      <form className="import" onSubmit={(e) => void upload(e)}>
        <h3>{t('importTitle')}</h3>
        <p className="muted">{t('importHint')}</p>
        <label>
          {t('importFile')}
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('importing') : t('importButton')}
        </button>
      </form>
      {result && (
        <div ref={outcome} role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'error'}>
          {result.text}
          {!result.ok && result.details.length > 0 && (
            <ul className="report">
              {result.details.slice(0, 200).map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="muted">{t('revealNote')}</p>
      {codes.data && (
        <>
          <PlainGrid>
            <thead>
              <tr>
                <th>{t('code2')}</th>
                <th>{t('serial')}</th>
                <th>{t('status')}</th>
                <th>{t('created')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {codes.data.items.map((k) => (
                <tr key={k.id}>
                  <td className="mono nowrap" dir="ltr">
                    {revealed[k.id] ?? k.masked}
                  </td>
                  <td className="mono" dir="ltr">
                    {k.serial_number}
                  </td>
                  <td>{t(k.status)}</td>
                  <td>{dateTime(k.created_at, lang)}</td>
                  <td>
                    {!revealed[k.id] && (
                      <button type="button" className="link" onClick={() => void reveal(k.id)}>
                        {t('reveal')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </PlainGrid>
          <Pager page={page} pages={codes.data.last_page} total={codes.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
