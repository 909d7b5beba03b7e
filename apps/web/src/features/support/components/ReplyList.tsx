// The replies of a ticket (spec §3 Reply): who wrote (the customer or the support team), the
// plain-text message (rendered as text, never as HTML), the date, and images that open larger
// in a dialog when clicked. Images are private (issue 23): read with the session's token and
// shown from a blob address, never through a link another person could open.
import type { TicketReply } from '@store/shared/contract/support';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { getToken } from '../../../lib/session.ts';
import { LazyModal } from '../../../components/ui/LazyModal.tsx';

/** A blob: address of a private attachment, read with the session's token (null while loading). */
function usePrivateImage(url: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = getToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);
  return src;
}

function PrivateImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const src = usePrivateImage(url);
  return src ? (
    <img src={src} alt={alt} className={className} />
  ) : (
    <span className={`sup-image-placeholder ${className ?? ''}`} />
  );
}

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
                        <PrivateImage url={image.img} alt="" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <LazyModal
        open={enlarged !== null}
        onOpenChange={(open) => !open && setEnlarged(null)}
        title={t('support.conversation.image')}
        className="sup-lightbox"
      >
        {enlarged && <PrivateImage url={enlarged} alt={t('support.conversation.image')} className="sup-lightbox__img" />}
      </LazyModal>
    </>
  );
}
