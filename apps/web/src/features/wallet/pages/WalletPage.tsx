// /wallet (spec §2 Wallet and top-up): the Cash Wallet's balance in EGP, 'Wallet Top up' for
// merchants only (spec §6), the All/Credit/Debit filter (a change goes back to page 1), the ledger
// table 10 rows a page, 'No transactions yet', and the popup after the gateway brings the merchant
// back (?success=true|false, spec §4).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { formatPrice, limitedPageWindow, STORE_PATHS, WALLET_FILTERS, type WalletFilter } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useWalletTransactions, WALLET_KEY } from '../api.ts';
import { TopupResultDialog } from '../components/TopupResultDialog.tsx';
import { TransactionsTable } from '../components/TransactionsTable.tsx';
import '../wallet.css';

const FILTER_LABEL: Record<WalletFilter, string> = {
  '': 'wallet.filter.all',
  credit: 'wallet.filter.credit',
  debit: 'wallet.filter.debit',
};

export default function WalletPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<WalletFilter>('');
  const [page, setPage] = useState(1);
  const title = t('wallet.title');
  usePageMeta({ title });
  const wallet = useWalletTransactions(page, type, lang);
  const data = wallet.data;
  const success = params.get('success');

  function chooseType(next: WalletFilter) {
    setType(next);
    setPage(1);
  }
  function closeResult() {
    const next = new URLSearchParams(params);
    next.delete('success');
    setParams(next, { replace: true });
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
  }

  return (
    <div className="container page wallet-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: STORE_PATHS.home }, { label: title }]} />
      <h1 className="page-title">{title}</h1>

      <section className="wallet-balance card-surface" aria-labelledby="wallet-balance-title">
        <div>
          <h2 id="wallet-balance-title" className="wallet-balance__title">
            {t('wallet.cashWallet')}
          </h2>
          <p className="wallet-balance__label">{t('wallet.availableBalance')}</p>
          <p className="wallet-balance__amount" data-testid="wallet-balance">
            <bdi>{data ? formatPrice(data.wallet.balance, lang) : '…'}</bdi>
          </p>
        </div>
        {user?.user_type === 'merchant' && (
          <StoreLink to={STORE_PATHS.addTopup} className="btn btn-primary wallet-balance__topup">
            {t('wallet.topupLink')}
          </StoreLink>
        )}
      </section>

      <div className="wallet-toolbar">
        <h2 className="wallet-toolbar__title">{t('wallet.transactions')}</h2>
        <div className="wallet-filter" role="group" aria-label={t('wallet.filter.label')}>
          {WALLET_FILTERS.map((f) => (
            <button
              key={f || 'all'}
              type="button"
              className={`wallet-filter__option${type === f ? ' is-active' : ''}`}
              aria-pressed={type === f}
              onClick={() => chooseType(f)}
            >
              {t(FILTER_LABEL[f])}
            </button>
          ))}
        </div>
      </div>

      {wallet.isError ? (
        <ErrorState text={t('errors.server')} />
      ) : !data ? null : data.transactions.transactions.length === 0 ? (
        <EmptyState text={t('wallet.empty')} />
      ) : (
        <>
          <TransactionsTable rows={data.transactions.transactions} />
          <Pagination
            current={page}
            last={data.transactions.last_page}
            pages={limitedPageWindow(page, data.transactions.last_page)}
            onPageChange={setPage}
          />
        </>
      )}

      <TopupResultDialog
        open={success === 'true' || success === 'false'}
        title={success === 'true' ? t('wallet.result.paidTitle') : t('wallet.result.failedTitle')}
        text={success === 'true' ? t('wallet.result.paidText') : t('wallet.result.failedText')}
        onOk={closeResult}
      />
    </div>
  );
}
