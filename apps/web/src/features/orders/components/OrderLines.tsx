// The lines of an order or of the cart being bought (spec §2 order review, §3 order detail):
// image, name, quantity and line total. Order detail adds the codes under each card line.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatPrice, type Lang } from '@store/shared';

export interface LineView {
  key: string;
  name: string;
  img: string;
  qty: number;
  /** EGP */
  total: number;
  extra?: ReactNode;
}

export function OrderLines({ lines, lang, testId = 'order-line' }: { lines: LineView[]; lang: Lang; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="ord-lines">
      {lines.map((line) => (
        <li key={line.key} className="ord-line" data-testid={testId}>
          <div className="ord-line__main">
            <img src={line.img} alt="" width={56} height={56} loading="lazy" />
            <span className="ord-line__name" dir="auto">
              {line.name}
            </span>
            <span className="ord-line__qty">{t('orders.checkout.qty', { qty: line.qty })}</span>
            <strong className="ord-line__total">{formatPrice(line.total, lang)}</strong>
          </div>
          {line.extra}
        </li>
      ))}
    </ul>
  );
}
