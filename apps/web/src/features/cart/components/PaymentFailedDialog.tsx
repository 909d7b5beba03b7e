// /my-cart?success=false (spec §2): the shopper came back from a payment that did not go through.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';

export function PaymentFailedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('cart.failed.title')}
      description={t('cart.failed.body')}
      hideClose
    >
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('cart.failed.ok')}
        </button>
      </div>
    </Modal>
  );
}
