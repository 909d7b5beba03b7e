// The payment-result popups of /order/{id} (spec §2): ?success=true 'payment completed',
// ?success=false the payment-error popup with the spec's order-page wording (§8).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';

export function PaymentResultDialog({ result, onClose }: { result: 'true' | 'false' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const paid = result === 'true';
  return (
    <LazyModal
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={paid ? t('orders.detail.paidTitle') : t('orders.detail.failedTitle')}
      description={paid ? t('orders.detail.paidBody') : t('orders.detail.failedBody')}
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
