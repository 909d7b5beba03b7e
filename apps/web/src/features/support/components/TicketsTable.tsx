// The previous-tickets table of a signed-in customer (spec §2 Contact and tickets): newest first,
// each row opens the conversation in a new tab; 'There is no ticket!' when there is none.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { limitedPageWindow } from '@store/shared/pagination';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useMyTickets } from '../api.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TicketLoadError } from './TicketLoadError.tsx';

export function TicketsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useMyTickets(page);
  return (
    <section className="sup-card sup-tickets" aria-labelledby="tickets-title">
      <h2 id="tickets-title" className="sup-section-title">
        {t('support.tickets.title')}
      </h2>
      {isPending ? (
        <div className="skeleton sup-tickets__skeleton" />
      ) : isError ? (
        <TicketLoadError error={error} onRetry={() => void refetch()} />
      ) : data.tickets.length === 0 ? (
        <p className="empty-state">{t('support.tickets.empty')}</p>
      ) : (
        <>
          <div className="sup-table-wrap">
            <table className="sup-table">
              <thead>
                <tr>
                  <th scope="col">{t('support.tickets.subject')}</th>
                  <th scope="col">{t('support.tickets.reason')}</th>
                  <th scope="col">{t('support.tickets.status')}</th>
                  <th scope="col">{t('support.tickets.date')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tickets.map((ticket) => (
                  <tr key={ticket.uuid}>
                    <td>
                      <a href={`/ticket-conversation/${ticket.uuid}`} target="_blank" rel="noopener" dir="auto">
                        {ticket.subject}
                        <span className="visually-hidden"> {t('support.tickets.newTab')}</span>
                      </a>
                    </td>
                    <td>{ticket.reason.name}</td>
                    <td>
                      <StatusBadge status={ticket.status} />
                    </td>
                    <td className="sup-table__date">
                      <span dir="ltr">{ticket.created_at}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.last_page > 1 && (
            <Pagination
              current={page}
              last={data.last_page}
              pages={limitedPageWindow(page, data.last_page)}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
