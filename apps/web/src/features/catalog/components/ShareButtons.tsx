// Share links of the product and card pages (spec §2): Facebook, X and WhatsApp.
import { useTranslation } from 'react-i18next';

export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z' },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, icon: 'M4 4l7 9.2L4.3 20H6l6-5.9L16.5 20H20l-7.3-9.6L19 4h-1.7l-5.4 5.3L8 4z' },
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.5c-.2.6-1.2 1.1-1.7 1.2-.4 0-1 .1-3-.8-2.6-1.1-4.2-3.8-4.3-4-.1-.2-1-1.4-1-2.6s.7-1.8.9-2.1c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.4.6c-.1.2-.3.3-.1.6.2.3.7 1.2 1.6 1.9 1.1.9 2 1.2 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.2.4-.2.6-.1l1.8.9c.2.1.4.2.4.3.1.1.1.7-.1 1.2z',
    },
  ];
  return (
    <div className="share-buttons">
      <span className="share-buttons__label">{t('catalog.product.share')}</span>
      {networks.map((n) => (
        <a key={n.name} href={n.href} target="_blank" rel="noopener noreferrer" className="share-buttons__link" aria-label={t('catalog.product.shareOn', { network: n.name })}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={n.icon} fill="currentColor" />
          </svg>
        </a>
      ))}
    </div>
  );
}
