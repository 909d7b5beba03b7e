// Review moderation (admins): the customers' reviews newest first, searched by comment, e-mail or
// item and filtered by state and stars; Hide asks why (kept on record; the author sees on the
// item's page that it is hidden, not why) and takes the review off the item's page and out of its
// rating at once; Show again puts it back.
import { useState } from 'react';
import { isolateText } from '@store/shared/text';
import type { AdminReviewRow, reviewListAnswer } from '@store/shared/contract/admin-reviews';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { Grid, Pager, type Column } from '../grid.tsx';
import { dateTime, useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, useAddressQuery, useDraft } from '../router.tsx';
import { SearchForm, TitleRow } from '../ui/PageParts.tsx';

type Answer = z.infer<typeof reviewListAnswer>;

export function ReviewsPage() {
  const { t, lang } = useI18n();
  const [q, setQ] = useAddressQuery({ search: '', state: 'all', rating: '', page: 1 });
  const [search, setSearch] = useDraft(q.search);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const qs = new URLSearchParams({ state: q.state, page: String(q.page) });
  if (q.search) qs.set('search', q.search);
  if (q.rating) qs.set('rating', q.rating);
  const { data, error, setData } = useLoad<Answer>(`/reviews?${qs}`);

  const setVisibility = async (row: AdminReviewRow, hidden: boolean) => {
    let reason = '';
    if (hidden) {
      const typed = window.prompt(t('reviewHideAsk'));
      if (typed === null) return;
      reason = typed;
    }
    setBusy(row.id);
    try {
      const r = await api<AdminReviewRow>('POST', `/reviews/${row.id}/visibility`, { hidden, reason });
      setMessage({ ok: true, text: r.message });
      if (data) setData({ ...data, items: data.items.map((i) => (i.id === row.id ? r.data : i)) });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<AdminReviewRow>[] = [
    { id: 'date', header: t('created'), cell: (c) => dateTime(c.row.original.created_at, lang) },
    {
      id: 'item',
      header: t('reviewItem'),
      cell: (c) => (
        <Link to={`/${c.row.original.kind}s/${c.row.original.item_id}`}>
          <bdi>{c.row.original.item_name}</bdi>
        </Link>
      ),
    },
    {
      id: 'customer',
      header: t('reviewCustomer'),
      cell: (c) => (
        <Link to={`/customers/${c.row.original.customer_id}`}>
          <bdi>{c.row.original.customer_email}</bdi>
        </Link>
      ),
    },
    {
      id: 'stars',
      header: t('reviewStars'),
      cell: (c) => (
        <span aria-label={`${c.row.original.rating} / 5`}>
          {'★'.repeat(c.row.original.rating)}
          <span className="muted">{'☆'.repeat(5 - c.row.original.rating)}</span>
        </span>
      ),
    },
    {
      id: 'comment',
      header: t('reviewComment'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="review-comment">
            {r.comment ? <bdi>{r.comment}</bdi> : <span className="muted">{t('reviewNoComment')}</span>}
            {r.hidden && (
              <p className="muted" data-testid="review-hidden-note">
                {t('reviewHiddenBy', {
                  // isolated: an e-mail or a reason in the other script keeps its own direction
                  who: isolateText(r.hidden_by_email ?? '—'),
                  when: r.hidden_at ? dateTime(r.hidden_at, lang) : '—',
                  reason: isolateText(r.hidden_reason),
                })}
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'state',
      header: t('reviewState'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="review-state">
            <span>{t(r.hidden ? 'reviewHidden' : 'reviewShown')}</span>
            <button
              type="button"
              className={r.hidden ? undefined : 'danger'}
              disabled={busy === r.id}
              onClick={() => void setVisibility(r, !r.hidden)}
            >
              {t(r.hidden ? 'reviewShow' : 'reviewHide')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <TitleRow title={t('reviewsTitle')} />
      <SearchForm
        value={search}
        onChange={setSearch}
        onSearch={() => setQ({ ...q, search: search.trim(), page: 1 })}
        placeholder={t('reviewSearchHint')}
      >
        <label>
          {t('reviewState')}
          <select value={q.state} onChange={(e) => setQ({ ...q, state: e.target.value, page: 1 })}>
            <option value="all">{t('all')}</option>
            <option value="shown">{t('reviewShown')}</option>
            <option value="hidden">{t('reviewHidden')}</option>
          </select>
        </label>
        <label>
          {t('reviewStars')}
          <select value={q.rating} onChange={(e) => setQ({ ...q, rating: e.target.value, page: 1 })}>
            <option value="">{t('all')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={String(n)}>
                {'★'.repeat(n)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'error'}>
          {message.text}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <Grid label={t('reviewsTitle')} columns={columns} rows={data.items} />
          <Pager page={q.page} pages={data.last_page} total={data.total} onPage={(page) => setQ({ ...q, page })} />
        </>
      )}
    </>
  );
}
