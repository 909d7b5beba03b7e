// The payment-result popups of /order/{id} (spec §2): ?success=true 'payment completed',
// ?success=false the payment-error popup with the spec's order-page wording (§8) — unless the
// order can no longer be paid (its payment attempts used up, or it was cancelled): "try again"
// would send the shopper to a button that is not there, so the popup says so instead.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';

export function PaymentResultDialog({
  result,
  onClose,
  retryable = true,
}: {
  result: 'true' | 'false' | null;
  onClose: () => void;
  /** the order can still be paid (Pay again) */
  retryable?: boolean;
}) {
  const { t } = useTranslation();
  const paid = result === 'true';
  return (
    <LazyModal
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={paid ? t('orders.detail.paidTitle') : t('orders.detail.failedTitle')}
      description={
        paid ? t('orders.detail.paidBody') : retryable ? t('orders.detail.failedBody') : t('orders.detail.failedFinalBody')
      }
      className={paid ? 'ord-result ord-result--paid' : 'ord-result ord-result--failed'}
      hideClose
    >
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('orders.detail.ok')}
        </button>
      </div>
    </LazyModal>
  );
}
