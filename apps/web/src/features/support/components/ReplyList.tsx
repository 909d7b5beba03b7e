// The replies of a ticket (spec §3 Reply): who wrote (the customer or the support team), the
// plain-text message (rendered as text, never as HTML), the date, and images that open larger
// in a dialog when clicked.
import type { TicketReply } from '@store/shared/contract/support';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';

export function ReplyList({ replies }: { replies: TicketReply[] }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState<string | null>(null);
  return (
    <>
      <ol className="sup-replies" aria-label={t('support.conversation.replies')}>
        {replies.map((reply) => {
          const fromSupport = reply.replier === 'support';
          return (
            <li key={reply.id} className={`sup-reply ${fromSupport ? 'sup-reply--support' : 'sup-reply--customer'}`}>
              <div className="sup-reply__head">
                <strong>{fromSupport ? t('support.conversation.support') : t('support.conversation.you')}</strong>
                <span dir="ltr">{reply.created_at}</span>
              </div>
              {reply.message && reply.message !== 'null' && (
                <p className="sup-reply__text" dir="auto">
                  {reply.message}
                </p>
              )}
              {reply.images.length > 0 && (
                <ul className="sup-reply__images">
                  {reply.images.map((image, i) => (
                    <li key={image.img}>
                      <button
                        type="button"
                        onClick={() => setEnlarged(image.img)}
                        aria-label={t('support.conversation.enlarge', { n: i + 1 })}
                      >
                        <img src={image.img} alt="" loading="lazy" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <Modal
        open={enlarged !== null}
        onOpenChange={(open) => !open && setEnlarged(null)}
        title={t('support.conversation.image')}
        className="sup-lightbox"
      >
        {enlarged && <img src={enlarged} alt={t('support.conversation.image')} className="sup-lightbox__img" />}
      </Modal>
    </>
  );
}
