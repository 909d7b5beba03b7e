// Share links of articles and items (spec §2 article page, product/card pages): copy the link
// (spec §8 messages), Facebook, X, WhatsApp (messaging) and e-mail. Callers pick the channels.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { showErrors, showSuccess } from '../../lib/feedback.tsx';
import { FacebookIcon, LinkIcon, MailIcon, WhatsappIcon, XIcon } from './icons.tsx';
import './share-links.css';
import { useHydrated } from '../../lib/ssr.ts';

export type ShareChannel = 'copy' | 'facebook' | 'x' | 'whatsapp' | 'email';

export interface ShareLinksProps {
  title: string;
  /** defaults to the current address */
  url?: string;
  channels?: ShareChannel[];
  className?: string;
}

export async function copyLink(url: string, messages: { ok: string; failed: string }): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(url);
    showSuccess(messages.ok, 2000);
    return true;
  } catch {
    showErrors([messages.failed]);
    return false;
  }
}

export function ShareLinks({
  title,
  url,
  channels = ['copy', 'facebook', 'x', 'whatsapp', 'email'],
  className,
}: ShareLinksProps) {
  const { t } = useTranslation();
  // the page's own address is known in the browser only: filled in once hydrated
  const hydrated = useHydrated();
  const href = url ?? (hydrated ? window.location.href : '');
  const u = encodeURIComponent(href);
  const text = encodeURIComponent(title);
  const links: Record<Exclude<ShareChannel, 'copy'>, { href: string; label: string; icon: ReactNode }> = {
    facebook: { href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, label: t('share.facebook'), icon: <FacebookIcon /> },
    x: { href: `https://x.com/intent/post?url=${u}&text=${text}`, label: t('share.x'), icon: <XIcon /> },
    whatsapp: {
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${href}`)}`,
      label: t('share.whatsapp'),
      icon: <WhatsappIcon />,
    },
    email: {
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${href}`)}`,
      label: t('share.email'),
      icon: <MailIcon />,
    },
  };
  return (
    <div className={`share-links ${className ?? ''}`} role="group" aria-label={t('share.label')}>
      <span className="share-links-title">{t('share.label')}</span>
      {channels.map((channel) =>
        channel === 'copy' ? (
          <button
            key={channel}
            type="button"
            className="share-link"
            onClick={() => void copyLink(href, { ok: t('share.copied'), failed: t('share.copyFailed') })}
            aria-label={t('share.copy')}
            title={t('share.copy')}
          >
            <LinkIcon />
          </button>
        ) : (
          <a
            key={channel}
            className={`share-link share-${channel}`}
            href={links[channel].href}
            target={channel === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={links[channel].label}
            title={links[channel].label}
          >
            {links[channel].icon}
          </a>
        ),
      )}
    </div>
  );
}
