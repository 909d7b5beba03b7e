// A ticket's status as text (spec §4 Ticket): pending, answered or resolved.
import type { TicketStatus } from '@store/shared/contract/support';
import { useTranslation } from '../../../lib/i18n/react.tsx';

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <span className={`sup-status sup-status--${status}`}>{t(`support.status.${status}`)}</span>;
}
