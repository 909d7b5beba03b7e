// Money settings in the back-office (issue 26), admins only: coupons (list, search, create, edit,
// switch on/off), payment methods and shipping methods with their fees, and the reward points
// rules, one tab each at /money/<tab>. Amounts are typed in EGP and percentages and sent as
// piastres and basis points; the server validates and answers the reason in the staff's language.
import { useEffect, useRef, useState } from 'react';
import type {
  couponAdmin,
  couponListAnswer,
  paymentMethodAdmin,
  pointsRulesAdmin,
  shippingMethodAdmin,
} from '@store/shared/contract/admin-money';
import type { z } from 'zod';
import { typedHundredths, typedWhole } from '../amounts.ts';
import { api, ApiError } from '../api.ts';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, egp, useI18n, type Key } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate, useAddressQuery, useDraft } from '../router.tsx';
import { idFromAddress } from '@store/shared/routes';
import { ItemPicker } from '../ui/ItemPicker.tsx';
import { NotFound, SearchForm, TitleRow, useOutcomeInView, Outcome, type OutcomeMessage } from '../ui/PageParts.tsx';

type Coupon = z.infer<typeof couponAdmin>;
type Payment = z.infer<typeof paymentMethodAdmin>;
type Shipping = z.infer<typeof shippingMethodAdmin>;
type Rules = z.infer<typeof pointsRulesAdmin>;

const TABS: [string, Key][] = [
  ['coupons', 'couponsTab'],
  ['payments', 'paymentsTab'],
  ['shipping', 'shippingTab'],
  ['points', 'pointsTab'],
];

export function MoneyPage({ tab, id }: { tab: string | undefined; id: string | undefined }) {
  const { t } = useI18n();
  const current = TABS.find(([k]) => k === tab)?.[0] ?? 'coupons';
  const couponId = id === 'new' ? null : idFromAddress(id);
  return (
    <>
      <TitleRow title={t('moneyNav')} />
      <p className="muted">{t('moneyHint')}</p>
      <nav className="tabs" aria-label={t('moneyNav')}>
        {TABS.map(([k, label]) => (
          <Link key={k} to={`/money/${k}`} className={k === current ? 'active' : undefined}>
            {t(label)}
          </Link>
        ))}
      </nav>
      {current === 'coupons' &&
        (id === undefined ? (
          <CouponsList />
        ) : id === 'new' || couponId !== null ? (
          <CouponEdit key={id} id={couponId} />
        ) : (
          <NotFound />
        ))}
      {current === 'payments' && <PaymentMethods />}
      {current === 'shipping' && <ShippingMethods />}
      {current === 'points' && <PointsRules />}
    </>
  );
}

/** Brings a form opened from a row of the list into view. */
function useShown<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), []);
  return ref;
}

/** Saves through the API and shows the answer's message or its reasons. */
function useSaver() {
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const run = async <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T | null> => {
    try {
      const r = await api<T>(method, path, body);
      setMessage({ ok: true, text: r.message });
      return r.data;
    } catch (err) {
      if (err instanceof ApiError) setMessage({ ok: false, text: err.message, details: err.envelope.errors });
      return null;
    }
  };
  const fail = (text: string) => setMessage({ ok: false, text });
  const outcome = useOutcomeInView<HTMLDivElement>(message);
  const view = message && <Outcome message={message} outcomeRef={outcome} />;
  return { run, fail, view };
}

/** "3, 7,12" → [3, 7, 12]; '' → null; anything else → undefined (refused before sending). */
function idList(v: FormDataEntryValue | null): number[] | null | undefined {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  const parts = s.split(/[,،\s]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : undefined;
}
const hundredthsText = (n: number | null | undefined) => (n == null ? '' : String(n / 100));
/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (v: FormDataEntryValue | null) => (String(v ?? '') ? new Date(String(v)).toISOString() : null);
const percentText = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

const STATE_KEY: Record<Coupon['state'], Key> = {
  live: 'stateLive',
  scheduled: 'stateScheduled',
  expired: 'stateExpired',
  used_up: 'stateUsedUp',
  inactive: 'stateInactive',
};

// ---- coupons -------------------------------------------------------------------------------
function CouponsList() {
  const { t, lang } = useI18n();
  const [query, setQuery] = useAddressQuery({ search: '', active: 'all', page: 1 });
  const [search, setSearch] = useDraft(query.search);
  const qs = new URLSearchParams({ active: query.active, page: String(query.page), per_page: '25' });
  if (query.search) qs.set('search', query.search);
  const { data, error, reload } = useLoad<z.infer<typeof couponListAnswer>>(`/coupons?${qs}`);
  const { run, view } = useSaver();
  const toggle = async (c: Coupon) => {
    if (await run('POST', `/coupons/${c.id}/active`, { active: !c.active })) reload();
  };
  // the items' and methods' names in the staff member's language (the list answer's `names`), the id when one is gone
  const named = (kind: 'product' | 'card' | 'payment_method', ids: number[]) =>
    ids.map((id) => data?.names.find((n) => n.kind === kind && n.id === id)?.name ?? `#${id}`).join(lang === 'ar' ? '، ' : ', ');
  const restrictions = (c: Coupon) =>
    [
      c.payment_method_ids && t('couponsFor', { ids: named('payment_method', c.payment_method_ids) }),
      c.product_ids && t('productsFor', { ids: named('product', c.product_ids) }),
      c.card_ids && t('cardsFor', { ids: named('card', c.card_ids) }),
      t('perUserShort', { n: c.per_user_limit }),
    ]
      .filter(Boolean)
      .join(' · ');
  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: t('couponCode'),
      cell: (c) => (
        <Link to={`/money/coupons/${c.row.original.id}`} className="mono">
          {c.row.original.code}
        </Link>
      ),
    },
    {
      id: 'value',
      header: t('couponValue'),
      cell: (c) => {
        const r = c.row.original;
        const main = r.kind === 'percent' ? percentText(r.value) : `${egp(r.value)} ${t('egpShort')}`;
        const extra = [
          r.max_discount !== null && t('capShort', { amount: egp(r.max_discount) }),
          r.min_subtotal > 0 && t('minShort', { amount: egp(r.min_subtotal) }),
        ].filter(Boolean);
        return (
          <>
            <span className="num">{main}</span>
            {extra.length > 0 && <span className="muted small"> · {extra.join(' · ')}</span>}
          </>
        );
      },
    },
    {
      id: 'window',
      header: t('window'),
      cell: (c) => {
        const r = c.row.original;
        if (!r.starts_at && !r.ends_at) return <span className="muted">{t('anyTime')}</span>;
        return [
          r.starts_at && t('fromDate', { date: dateTime(r.starts_at, lang) }),
          r.ends_at && t('untilDate', { date: dateTime(r.ends_at, lang) }),
        ]
          .filter(Boolean)
          .join(' ');
      },
    },
    {
      id: 'usage',
      header: t('usage'),
      cell: (c) => (
        <span className="nowrap">
          {c.row.original.used_count} / {c.row.original.usage_limit ?? t('noLimit')}
        </span>
      ),
      meta: { num: true },
    },
    { id: 'rules', header: t('restrictions'), cell: (c) => <span className="small">{restrictions(c.row.original)}</span> },
    {
      id: 'state',
      header: t('status'),
      cell: (c) => (
        <span className={c.row.original.state === 'live' ? 'badge ok' : 'badge'}>{t(STATE_KEY[c.row.original.state])}</span>
      ),
    },
    {
      id: 'toggle',
      header: '',
      cell: (c) => (
        <button type="button" onClick={() => void toggle(c.row.original)}>
          {c.row.original.active ? t('deactivate') : t('activate')}
        </button>
      ),
    },
  ];
  const set = (patch: Partial<typeof query>) => setQuery({ ...query, ...patch, page: 1 });
  return (
    <>
      <TitleRow title={t('couponsTab')} level={2}>
        <Link to="/money/coupons/new" className="button primary">
          {t('newCoupon')}
        </Link>
      </TitleRow>
      <SearchForm value={search} onChange={setSearch} onSearch={() => set({ search })} placeholder={t('searchCoupons')} dir="ltr">
        <label>
          {t('status')}
          <select value={query.active} onChange={(e) => set({ active: e.target.value })}>
            <option value="all">{t('all')}</option>
            <option value="yes">{t('activeCoupons')}</option>
            <option value="no">{t('inactiveCoupons')}</option>
          </select>
        </label>
      </SearchForm>
      {view}
      {error && <p className="error">{error}</p>}
      {data ? (
        <>
          <Grid label={t('couponsTab')} columns={columns} rows={data.items} />
          <Pager page={query.page} pages={data.last_page} total={data.total} onPage={(page) => setQuery({ ...query, page })} />
        </>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </>
  );
}

function CouponEdit({ id }: { id: number | null }) {
  const { t } = useI18n();
  const { data, error } = useLoad<Coupon>(id === null ? null : `/coupons/${id}`);
  const methods = useLoad<Payment[]>('/payment-methods');
  if (error || methods.error) return <p className="error">{error ?? methods.error}</p>;
  if ((id !== null && !data) || !methods.data) return <p className="muted">{t('loading')}</p>;
  return <CouponForm item={id === null ? null : data} methods={methods.data} />;
}

function CouponForm({ item, methods }: { item: Coupon | null; methods: Payment[] }) {
  const { t, lang } = useI18n();
  const { run, fail, view } = useSaver();
  const [kind, setKind] = useState<'percent' | 'fixed'>(item?.kind ?? 'percent');
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const value = typedHundredths(f.get('value'));
    const maxDiscount = kind === 'percent' ? typedHundredths(f.get('max_discount')) : null;
    const minSubtotal = typedHundredths(f.get('min_subtotal')) ?? 0;
    const usageLimit = typedWhole(f.get('usage_limit'));
    const perUser = typedWhole(f.get('per_user_limit'));
    if ([value, maxDiscount, minSubtotal].some((n) => Number.isNaN(n))) return fail(t('badNumber'));
    if ([usageLimit, perUser].some((n) => Number.isNaN(n))) return fail(t('badWhole'));
    const productIds = idList(f.get('product_ids'));
    const cardIds = idList(f.get('card_ids'));
    if (productIds === undefined || cardIds === undefined) return fail(t('badIdList'));
    const paymentIds = f.getAll('payment_method_ids').map(Number);
    const body = {
      code: String(f.get('code') ?? ''),
      kind,
      value: value ?? 0,
      max_discount: maxDiscount,
      min_subtotal: minSubtotal,
      starts_at: isoOf(f.get('starts_at')),
      ends_at: isoOf(f.get('ends_at')),
      usage_limit: usageLimit,
      per_user_limit: perUser ?? 1,
      active: f.get('active') === 'on',
      payment_method_ids: paymentIds.length ? paymentIds : null,
      product_ids: productIds,
      card_ids: cardIds,
    };
    const saved = await run<Coupon>(item ? 'PUT' : 'POST', item ? `/coupons/${item.id}` : '/coupons', body);
    if (saved && !item) navigate(`/money/coupons/${saved.id}`);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)} noValidate>
      <p>
        <Link to="/money/coupons">
          {lang === 'ar' ? '→' : '←'} {t('couponsTab')}
        </Link>
      </p>
      <h2>{item ? item.code : t('newCoupon')}</h2>
      {item && (
        <p className="muted">
          {t('usage')}: <span className="num">{item.used_count}</span> ·{' '}
          <span className={item.state === 'live' ? 'badge ok' : 'badge'}>{t(STATE_KEY[item.state])}</span>
        </p>
      )}
      {view}
      <div className="fields">
        <label>
          {t('couponCode')}
          <input name="code" defaultValue={item?.code} required maxLength={40} dir="ltr" className="mono" />
        </label>
        <label>
          {t('couponKind')}
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value === 'fixed' ? 'fixed' : 'percent')}>
            <option value="percent">{t('kindPercent')}</option>
            <option value="fixed">{t('kindFixed')}</option>
          </select>
        </label>
        <label>
          {kind === 'percent' ? t('percentValue') : t('fixedValue')}
          <input
            name="value"
            inputMode="decimal"
            required
            dir="ltr"
            defaultValue={item ? hundredthsText(item.value) : ''}
            key={`value-${kind}`}
          />
        </label>
        {kind === 'percent' && (
          <label>
            {t('maxDiscount')}
            <input name="max_discount" inputMode="decimal" dir="ltr" defaultValue={hundredthsText(item?.max_discount)} />
          </label>
        )}
        <label>
          {t('minSubtotal')}
          <input name="min_subtotal" inputMode="decimal" dir="ltr" defaultValue={hundredthsText(item?.min_subtotal ?? 0)} />
        </label>
        <label>
          {t('startsAt')}
          <input name="starts_at" type="datetime-local" dir="ltr" defaultValue={localInput(item?.starts_at ?? null)} />
        </label>
        <label>
          {t('endsAt')}
          <input name="ends_at" type="datetime-local" dir="ltr" defaultValue={localInput(item?.ends_at ?? null)} />
        </label>
        <label>
          {t('usageLimit')}
          <input name="usage_limit" inputMode="numeric" dir="ltr" defaultValue={item?.usage_limit ?? ''} />
        </label>
        <label>
          {t('perUserLimit')}
          <input name="per_user_limit" inputMode="numeric" dir="ltr" defaultValue={item?.per_user_limit ?? 1} />
        </label>
      </div>
      <fieldset className="choices">
        <legend>{t('onlyPayments')}</legend>
        {methods.map((m) => (
          <label key={m.id} className="check">
            <input
              type="checkbox"
              name="payment_method_ids"
              value={m.id}
              defaultChecked={item?.payment_method_ids?.includes(m.id) ?? false}
            />
            {m.id} · {lang === 'ar' ? m.name_ar : m.name_en}
          </label>
        ))}
      </fieldset>
      <div className="fields">
        <ItemPicker kind="products" name="product_ids" label={t('onlyProducts')} initial={item?.product_ids ?? null} />
        <ItemPicker kind="cards" name="card_ids" label={t('onlyCards')} initial={item?.card_ids ?? null} />
      </div>
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={item?.active ?? true} />
        {t('methodOn')}
      </label>
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

// ---- payment methods -----------------------------------------------------------------------
const feeText = (bp: number, fixed: number, t: ReturnType<typeof useI18n>['t']) =>
  [bp > 0 && percentText(bp), fixed > 0 && `${egp(fixed)} ${t('egpShort')}`].filter(Boolean).join(' + ') || '0';

function PaymentMethods() {
  const { t, lang } = useI18n();
  const { data, reload } = useLoad<Payment[]>('/payment-methods');
  const [sel, setSel] = useState<number | null>(null);
  const item = data?.find((m) => m.id === sel) ?? null;
  const columns: Column<Payment>[] = [
    { id: 'id', header: t('id'), cell: (c) => <span className="num">{c.row.original.id}</span> },
    { id: 'name', header: t('name'), cell: (c) => (lang === 'ar' ? c.row.original.name_ar : c.row.original.name_en) },
    { id: 'provider', header: t('provider'), cell: (c) => <span className="mono small">{c.row.original.provider}</span> },
    {
      id: 'fee',
      header: t('fee'),
      cell: (c) => feeText(c.row.original.fee_basis_points, c.row.original.fee_fixed, t),
      meta: { num: true },
    },
    {
      id: 'use',
      header: t('status'),
      cell: (c) => {
        const m = c.row.original;
        return (
          <>
            <span className={m.active ? 'badge ok' : 'badge'}>{m.active ? t('methodOn') : t('methodOff')}</span>{' '}
            <span className="small">
              {[m.for_orders && t('forOrders'), m.for_topup && t('forTopup')].filter(Boolean).join(' · ')}
            </span>
          </>
        );
      },
    },
    { id: 'order', header: t('methodOrder'), cell: (c) => c.row.original.sort_order, meta: { num: true } },
  ];
  if (!data) return <p className="muted">{t('loading')}</p>;
  return (
    <>
      <Grid label={t('paymentsTab')} columns={columns} rows={data} onRow={(r) => setSel(r.id)} />
      {item && <PaymentForm key={item.id} item={item} onSaved={reload} />}
    </>
  );
}

function PaymentForm({ item, onSaved }: { item: Payment; onSaved: () => void }) {
  const { t } = useI18n();
  const { run, fail, view } = useSaver();
  const shown = useShown<HTMLFormElement>();
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const bp = typedHundredths(f.get('fee_percent')) ?? 0;
    const fixed = typedHundredths(f.get('fee_fixed')) ?? 0;
    const order = Number(f.get('sort_order') || 0);
    if (Number.isNaN(bp) || Number.isNaN(fixed) || !Number.isInteger(order)) return fail(t('badNumber'));
    const saved = await run<Payment>('PUT', `/payment-methods/${item.id}`, {
      name_en: String(f.get('name_en') ?? ''),
      name_ar: String(f.get('name_ar') ?? ''),
      description_en: String(f.get('description_en') ?? ''),
      description_ar: String(f.get('description_ar') ?? ''),
      fee_basis_points: bp,
      fee_fixed: fixed,
      active: f.get('active') === 'on',
      sort_order: order,
      for_orders: f.get('for_orders') === 'on',
      for_topup: f.get('for_topup') === 'on',
    });
    if (saved) onSaved();
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)} noValidate ref={shown}>
      <h2>
        {t('editMethod')} · <span className="num">{item.id}</span> · <span className="mono small">{item.provider}</span>
      </h2>
      {view}
      <div className="fields">
        <label>
          {t('nameEn')}
          <input name="name_en" defaultValue={item.name_en} required maxLength={100} dir="ltr" />
        </label>
        <label>
          {t('nameAr')}
          <input name="name_ar" defaultValue={item.name_ar} required maxLength={100} dir="rtl" />
        </label>
        <label>
          {t('methodDescEn')}
          <textarea name="description_en" defaultValue={item.description_en} maxLength={500} rows={2} dir="ltr" />
        </label>
        <label>
          {t('methodDescAr')}
          <textarea name="description_ar" defaultValue={item.description_ar} maxLength={500} rows={2} dir="rtl" />
        </label>
        <label>
          {t('feePercent')}
          <input name="fee_percent" inputMode="decimal" dir="ltr" defaultValue={hundredthsText(item.fee_basis_points)} />
        </label>
        <label>
          {t('feeFixed')}
          <input name="fee_fixed" inputMode="decimal" dir="ltr" defaultValue={hundredthsText(item.fee_fixed)} />
        </label>
        <label>
          {t('methodOrder')}
          <input name="sort_order" type="number" dir="ltr" defaultValue={item.sort_order} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={item.active} />
        {t('methodOn')}
      </label>
      <label className="check">
        <input type="checkbox" name="for_orders" defaultChecked={item.for_orders} />
        {t('forOrders')}
      </label>
      <label className="check">
        <input type="checkbox" name="for_topup" defaultChecked={item.for_topup} disabled={!item.topup_possible} />
        {t('forTopup')}
        {!item.topup_possible && <span className="muted small"> ({t('noTopupHere')})</span>}
      </label>
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

// ---- shipping methods ----------------------------------------------------------------------
function ShippingMethods() {
  const { t, lang } = useI18n();
  const { data, reload } = useLoad<Shipping[]>('/shipping-methods');
  const [sel, setSel] = useState<number | null>(null);
  const item = data?.find((m) => m.id === sel) ?? null;
  const columns: Column<Shipping>[] = [
    { id: 'id', header: t('id'), cell: (c) => <span className="num">{c.row.original.id}</span> },
    { id: 'name', header: t('name'), cell: (c) => (lang === 'ar' ? c.row.original.name_ar : c.row.original.name_en) },
    { id: 'fee', header: t('shippingFee'), cell: (c) => egp(c.row.original.fee), meta: { num: true } },
    {
      id: 'active',
      header: t('status'),
      cell: (c) => (
        <span className={c.row.original.active ? 'badge ok' : 'badge'}>
          {c.row.original.active ? t('methodOn') : t('methodOff')}
        </span>
      ),
    },
  ];
  if (!data) return <p className="muted">{t('loading')}</p>;
  return (
    <>
      <p className="muted small">{t('shippingNote')}</p>
      <Grid label={t('shippingTab')} columns={columns} rows={data} onRow={(r) => setSel(r.id)} />
      {item && <ShippingForm key={item.id} item={item} onSaved={reload} />}
    </>
  );
}

function ShippingForm({ item, onSaved }: { item: Shipping; onSaved: () => void }) {
  const { t } = useI18n();
  const { run, fail, view } = useSaver();
  const shown = useShown<HTMLFormElement>();
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const fee = typedHundredths(f.get('fee')) ?? 0;
    if (Number.isNaN(fee)) return fail(t('badNumber'));
    const saved = await run<Shipping>('PUT', `/shipping-methods/${item.id}`, {
      name_en: String(f.get('name_en') ?? ''),
      name_ar: String(f.get('name_ar') ?? ''),
      fee,
      active: f.get('active') === 'on',
    });
    if (saved) onSaved();
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)} noValidate ref={shown}>
      <h2>
        {t('editMethod')} · <span className="num">{item.id}</span>
      </h2>
      {view}
      <div className="fields">
        <label>
          {t('nameEn')}
          <input name="name_en" defaultValue={item.name_en} required maxLength={100} dir="ltr" />
        </label>
        <label>
          {t('nameAr')}
          <input name="name_ar" defaultValue={item.name_ar} required maxLength={100} dir="rtl" />
        </label>
        <label>
          {t('shippingFee')}
          <input name="fee" inputMode="decimal" dir="ltr" defaultValue={hundredthsText(item.fee)} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={item.active} />
        {t('methodOn')}
      </label>
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

// ---- reward points rules -------------------------------------------------------------------
const RULES: [keyof Rules['rules'], Key, 'egp' | 'whole'][] = [
  ['piastres_per_point', 'piastresPerPoint', 'egp'],
  ['tier_increment', 'tierIncrement', 'whole'],
  ['min_points_to_use', 'minPointsToUse', 'whole'],
  ['max_redeem_percent', 'maxRedeemPercent', 'whole'],
  ['maturity_days', 'maturityDays', 'whole'],
  ['expiry_days', 'expiryDays', 'whole'],
];

function PointsRules() {
  const { t, lang } = useI18n();
  const { data, setData } = useLoad<Rules>('/points-rules');
  const { run, fail, view } = useSaver();
  if (!data) return <p className="muted">{t('loading')}</p>;
  const r = data.rules;
  const cap = Math.floor((100_000 * r.max_redeem_percent) / 100 / r.piastres_per_point / r.tier_increment) * r.tier_increment;
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body: Record<string, number> = {};
    for (const [k, , type] of RULES) {
      const n = type === 'egp' ? typedHundredths(f.get(k)) : typedWhole(f.get(k));
      if (n === null || Number.isNaN(n)) return fail(t(type === 'egp' ? 'badNumber' : 'badWhole'));
      body[k] = n;
    }
    const saved = await run<Rules>('PUT', '/points-rules', body);
    if (saved) setData(saved);
  };
  const reset = async () => {
    if (!window.confirm(t('confirmReset'))) return;
    const saved = await run<Rules>('DELETE', '/points-rules');
    if (saved) setData(saved);
  };
  const show = (k: keyof Rules['rules'], type: 'egp' | 'whole', v: number) => (type === 'egp' ? egp(v) : String(v));
  return (
    <form className="card form" onSubmit={(e) => void save(e)} key={`${data.updated_at ?? 'config'}-${data.saved}`} noValidate>
      <p className={data.saved ? 'notice' : 'muted'}>
        {data.saved && data.updated_at ? t('rulesInForce', { date: dateTime(data.updated_at, lang) }) : t('rulesDefault')}
      </p>
      {view}
      <div className="fields">
        {RULES.map(([k, label, type]) => (
          <label key={k}>
            {t(label)}
            <input
              name={k}
              inputMode={type === 'egp' ? 'decimal' : 'numeric'}
              dir="ltr"
              defaultValue={type === 'egp' ? hundredthsText(r[k]) : r[k]}
            />
            <span className="muted small">{t('configValue', { value: show(k, type, data.defaults[k]) })}</span>
          </label>
        ))}
      </div>
      <p className="muted small">
        {t('pointsExample', {
          amount: `${egp(cap * r.piastres_per_point)} ${t('egpShort')}`,
          points: cap.toLocaleString('en-US'),
        })}
      </p>
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
        {data.saved && (
          <button type="button" onClick={() => void reset()}>
            {t('resetRules')}
          </button>
        )}
      </div>
    </form>
  );
}
