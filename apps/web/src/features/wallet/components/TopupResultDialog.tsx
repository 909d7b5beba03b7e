// The popup of spec §4 Top-up result: after the gateway (/wallet?success=true|false), or a message
// the server returned instead of a payment link (its Ok leads to /wallet).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';

export function TopupResultDialog({ open, title, text, onOk }: { open: boolean; title: string; text: string; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <LazyModal open={open} onOpenChange={(o) => !o && onOk()} title={title} description={text} hideClose>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onOk} autoFocus>
          {t('wallet.result.ok')}
        </button>
      </div>
    </LazyModal>
  );
}
