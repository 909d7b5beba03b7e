// The wallet's ledger table (spec §2 Wallet): ID, operation, amount, description, reference.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice } from '@store/shared';
import type { WalletTransaction } from '@store/shared/contract/wallet';
import '../../../components/ui/data-table.css';

export function TransactionsTable({ rows }: { rows: WalletTransaction[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <div className="table-scroll">
      <table className="data-table wallet-table">
        <thead>
          <tr>
            <th scope="col">{t('wallet.table.id')}</th>
            <th scope="col">{t('wallet.table.operation')}</th>
            <th scope="col">{t('wallet.table.amount')}</th>
            <th scope="col">{t('wallet.table.description')}</th>
            <th scope="col">{t('wallet.table.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="wallet-row">
              <td data-label={t('wallet.table.id')}>{r.id}</td>
              <td data-label={t('wallet.table.operation')}>
                <span className={`wallet-op wallet-op--${r.operation}`}>{t(`wallet.operation.${r.operation}`)}</span>
              </td>
              <td data-label={t('wallet.table.amount')} className={`wallet-amount wallet-amount--${r.operation}`}>
                <bdi>
                  {r.operation === 'debit' ? '−' : '+'}
                  {formatPrice(r.amount, lang)}
                </bdi>
              </td>
              <td data-label={t('wallet.table.description')}>{r.description}</td>
              <td data-label={t('wallet.table.reference')}>
                <bdi className="wallet-ref">{r.reference || '—'}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
