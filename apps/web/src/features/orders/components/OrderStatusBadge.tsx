// An order's status as a coloured label (spec §4 Order statuses), in the page language.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { OrderStatus } from '@store/shared';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`ord-status ord-status--${status}`} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
