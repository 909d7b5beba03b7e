// The codes of a paid card line (spec §2 /order/{id}, §8): each code with its serial number and a
// copy button ('PIN copied!'), and 'Copy all' for every code of the order ('All PINs copied!').
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showErrors, showSuccess } from '../../../lib/feedback.tsx';

export interface OrderCode {
  code: string;
  serial_number: string;
}

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess(done);
  } catch {
    showErrors([failed]);
  }
}

export function useCopyCodes() {
  const { t } = useTranslation();
  return {
    copyOne: (code: string) => copy(code, t('orders.detail.copied'), t('orders.detail.copyFailed')),
    copyAll: (codes: OrderCode[]) =>
      copy(codes.map((c) => c.code).join('\n'), t('orders.detail.allCopied'), t('orders.detail.copyFailed')),
  };
}

export function CodesList({ codes, offset = 0 }: { codes: OrderCode[]; offset?: number }) {
  const { t } = useTranslation();
  const { copyOne } = useCopyCodes();
  return (
    <ul className="ord-codes" aria-label={t('orders.detail.codes')}>
      {codes.map((c, i) => (
        <li key={`${c.serial_number}-${i}`} className="ord-code" data-testid="order-code">
          <span className="ord-code__label">{t('orders.detail.code')}</span>
          <code className="ord-code__value" dir="ltr" data-testid="code-value">
            {c.code}
          </code>
          <span className="ord-code__label">{t('orders.detail.serial')}</span>
          <code className="ord-code__serial" dir="ltr">
            {c.serial_number}
          </code>
          <button
            type="button"
            className="btn btn-outline ord-code__copy"
            aria-label={t('orders.detail.copyCode', { n: offset + i + 1 })}
            onClick={() => void copyOne(c.code)}
          >
            {t('orders.detail.copy')}
          </button>
        </li>
      ))}
    </ul>
  );
}
