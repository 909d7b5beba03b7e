// /rewards (spec §2 Rewards): breadcrumb Home > Account > Rewards; the Points Summary (Available
// Balance, Pending Balance, Total); the status filter (all, available, pending, redeemed — a change
// goes back to page 1); the table of order, points, maturity, expiry, status and redeem date; 'No
// rewards yet'; pagination 20 a page.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import {
  groupThousands,
  limitedPageWindow,
  REWARD_FILTERS,
  REWARDS_PAGE_SIZE,
  STORE_PATHS,
  type RewardFilter,
} from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { api } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import '../../../components/ui/data-table.css';
import '../rewards.css';

/** spec §3: Available and Redeemed are named; other statuses are shown as they come. */
const KNOWN_STATUS: Record<string, string> = {
  Available: 'rewards.status.available',
  Pending: 'rewards.status.pending',
  Redeemed: 'rewards.status.redeemed',
  Expired: 'rewards.status.expired',
  Returned: 'rewards.status.returned',
  Cancelled: 'rewards.status.cancelled',
};

export default function RewardsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RewardFilter>('all');
  const [page, setPage] = useState(1);
  const title = t('rewards.title');
  usePageMeta({ title });
  const summary = useQuery({
    queryKey: ['rewards', status, page, i18n.language],
    queryFn: ({ signal }) => api.get('/users/points-summary', { status, per_page: REWARDS_PAGE_SIZE, page }, signal),
    placeholderData: (previous) => previous,
  });
  const data = summary.data;
  // the store writes numbers with Western digits in both languages, as its prices do (formatPrice)
  const number = groupThousands;

  return (
    <div className="container page rewards-page">
      <Breadcrumbs
        items={[
          { label: t('catalog.nav.home'), to: STORE_PATHS.home },
          { label: t('rewards.account'), to: STORE_PATHS.editProfile },
          { label: title },
        ]}
      />
      <h1 className="page-title">{title}</h1>

      <section className="reward-summary" aria-labelledby="reward-summary-title">
        <h2 id="reward-summary-title" className="reward-summary__title">
          {t('rewards.summary')}
        </h2>
        <dl className="reward-summary__grid">
          {(
            [
              ['available', data?.available_balance],
              ['pending', data?.pending_balance],
              ['total', data?.total_balance],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={`reward-summary__item reward-summary__item--${key} card-surface`}>
              <dt>{t(`rewards.balance.${key}`)}</dt>
              <dd data-testid={`reward-${key}`}>
                {value === undefined ? '…' : number(value)} <span className="reward-summary__unit">{t('rewards.points')}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="reward-toolbar">
        <h2 className="reward-toolbar__title">{t('rewards.history')}</h2>
        <div className="reward-filter">
          <label htmlFor="reward-status">{t('rewards.filter.label')}</label>
          <select
            id="reward-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RewardFilter);
              setPage(1);
            }}
          >
            {REWARD_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`rewards.filter.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {summary.isError ? (
        <ErrorState text={t('errors.server')} />
      ) : !data ? null : data.transactions.length === 0 ? (
        <EmptyState text={t('rewards.empty')} />
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table reward-table">
              <thead>
                <tr>
                  <th scope="col">{t('rewards.table.order')}</th>
                  <th scope="col">{t('rewards.table.points')}</th>
                  <th scope="col">{t('rewards.table.maturity')}</th>
                  <th scope="col">{t('rewards.table.expiry')}</th>
                  <th scope="col">{t('rewards.table.status')}</th>
                  <th scope="col">{t('rewards.table.redeemDate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.transactions.map((r) => (
                  <tr key={r.id} data-testid="reward-row">
                    <td data-label={t('rewards.table.order')}>
                      <bdi>{r.order?.name ?? r.note ?? t('rewards.noOrder')}</bdi>
                    </td>
                    <td
                      data-label={t('rewards.table.points')}
                      className={r.points < 0 ? 'reward-points--spent' : 'reward-points'}
                    >
                      <bdi>{r.points < 0 ? `−${number(-r.points)}` : number(r.points)}</bdi>
                    </td>
                    <td data-label={t('rewards.table.maturity')}>{r.maturity_date ?? '—'}</td>
                    <td data-label={t('rewards.table.expiry')}>{r.expiry_date ?? '—'}</td>
                    <td data-label={t('rewards.table.status')}>
                      <span className={`reward-status reward-status--${r.status.toLowerCase()}`}>
                        {KNOWN_STATUS[r.status] ? t(KNOWN_STATUS[r.status]!) : r.status}
                      </span>
                    </td>
                    <td data-label={t('rewards.table.redeemDate')}>{r.redeem_date ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            current={page}
            last={data.last_page}
            pages={limitedPageWindow(page, data.last_page)}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
