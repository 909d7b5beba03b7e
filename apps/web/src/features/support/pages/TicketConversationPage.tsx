// /ticket-conversation/{uuid} (spec §2, signed-in only): the replies, collapsible panels with the
// ticket details, the user details (e-mail) and the order details (order id), 'Mark as resolved'
// and the message box. Someone else's ticket answers 404 and shows as not found.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useParams } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { NotFoundView } from '../../../components/ui/NotFoundView.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTicket, useTicketAction } from '../api.ts';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { ReplyList } from '../components/ReplyList.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TicketLoadError } from '../components/TicketLoadError.tsx';
import '../support.css';

export default function TicketConversationPage() {
  const { t } = useTranslation();
  const uuid = useParams().uuid ?? '';
  const { data: ticket, isPending, error, refetch } = useTicket(uuid);
  const action = useTicketAction(uuid);
  usePageMeta({ title: ticket ? `${ticket.subject} | ${t('support.conversation.title')}` : t('support.conversation.title') });

  if (isPending) {
    return (
      <div className="container page sup-page">
        <div className="skeleton sup-conversation__skeleton" />
      </div>
    );
  }
  if (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return <NotFoundView />;
    return <TicketLoadError error={error} onRetry={() => void refetch()} className="container page empty-state" />;
  }

  const resolved = ticket.status === 'resolved';
  async function markResolved() {
    try {
      const answer = await withLoader(action.mutateAsync({ kind: 'close' }));
      showSuccess(answer.message);
    } catch (err) {
      showApiError(err);
    }
  }

  return (
    <div className="container page sup-page">
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('support.contact.title'), to: '/contact-us' },
          { label: t('support.conversation.title') },
        ]}
      />
      <div className="sup-conversation__head">
        <h1 className="page-title" dir="auto">
          {ticket.subject}
        </h1>
        <StatusBadge status={ticket.status} />
      </div>
      <div className="sup-layout">
        <div className="sup-main">
          <ReplyList replies={ticket.replies} />
          {resolved ? (
            <p className="sup-card sup-resolved">
              {t('support.conversation.resolvedNote')}{' '}
              <StoreLink to="/contact-us">{t('support.conversation.newTicket')}</StoreLink>
            </p>
          ) : (
            <ReplyBox uuid={uuid} />
          )}
        </div>
        <aside className="sup-aside">
          <details className="sup-panel" open>
            <summary>{t('support.conversation.ticketDetails')}</summary>
            <dl>
              <dt>{t('support.tickets.subject')}</dt>
              <dd dir="auto">{ticket.subject}</dd>
              <dt>{t('support.tickets.reason')}</dt>
              <dd>{ticket.reason.name}</dd>
              <dt>{t('support.tickets.status')}</dt>
              <dd>
                <StatusBadge status={ticket.status} />
              </dd>
              <dt>{t('support.tickets.date')}</dt>
              <dd>
                <span dir="ltr">{ticket.created_at}</span>
              </dd>
            </dl>
          </details>
          <details className="sup-panel">
            <summary>{t('support.conversation.userDetails')}</summary>
            <dl>
              <dt>{t('support.form.email')}</dt>
              <dd>
                <span dir="ltr">{ticket.email}</span>
              </dd>
            </dl>
          </details>
          <details className="sup-panel">
            <summary>{t('support.conversation.orderDetails')}</summary>
            <dl>
              <dt>{t('support.conversation.orderId')}</dt>
              <dd>{ticket.order_id ? <span dir="ltr">{ticket.order_id}</span> : t('support.conversation.noOrder')}</dd>
            </dl>
          </details>
          {!resolved && (
            <button
              type="button"
              className="btn btn-outline sup-resolve"
              onClick={() => void markResolved()}
              disabled={action.isPending}
            >
              {t('support.conversation.markResolved')}
            </button>
          )}
        </aside>
      </div>
    </div>
  );
}
