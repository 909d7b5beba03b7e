// Contact info, social icons (spec §3 Site settings) and, for guests, where to find the store:
// a static map picture with a link to OpenStreetMap (no third-party script on the page).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from '../../../components/ui/icons.tsx';
import { SOCIAL_LINKS } from '../../../components/layout/social-links.ts';
import { useSettings } from '../../../components/layout/queries.ts';

export function ContactInfo() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  if (!settings) return <div className="sup-card skeleton sup-info__skeleton" />;
  const whatsapp = settings.whatsapp.replace(/[^\d]/g, '');
  return (
    <section className="sup-card sup-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="sup-section-title">
        {t('support.info.title')}
      </h2>
      <ul className="sup-info__list">
        {settings.address && (
          <li>
            <PinIcon size={18} />
            <span>{settings.address}</span>
          </li>
        )}
        {settings.phone && (
          <li>
            <PhoneIcon size={18} />
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {settings.phone}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <WhatsappIcon size={18} />
            <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" dir="ltr">
              {settings.whatsapp}
            </a>
          </li>
        )}
        {settings.email && (
          <li>
            <MailIcon size={18} />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </li>
        )}
      </ul>
      <ul className="sup-info__social" aria-label={t('support.info.social')}>
        {SOCIAL_LINKS.filter((s) => settings[s.key]).map(({ key, label, Icon }) => (
          <li key={key}>
            <a href={settings[key]} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Icon size={20} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Guests see where the store is: a drawn map and a link that opens a real map in a new tab. */
export function StoreMap() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const query = encodeURIComponent(settings?.address || 'Cairo, Egypt');
  return (
    <section className="sup-card sup-map" aria-labelledby="map-title">
      <h2 id="map-title" className="sup-section-title">
        {t('support.map.title')}
      </h2>
      <a
        className="sup-map__link"
        href={`https://www.openstreetmap.org/search?query=${query}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <svg viewBox="0 0 320 160" role="img" aria-label={t('support.map.alt')} className="sup-map__art">
          <rect width="320" height="160" fill="#e8eef3" />
          <path d="M0 112 C80 96 120 128 200 104 S300 80 320 92 V160 H0Z" fill="#cfe3f0" />
          <path d="M0 40 H320 M0 80 H320 M70 0 V160 M170 0 V160 M250 0 V160" stroke="#fff" strokeWidth="6" />
          <path d="M20 140 L300 20" stroke="#f7d58b" strokeWidth="8" />
          <circle cx="170" cy="68" r="14" fill="#6d28d9" />
          <circle cx="170" cy="68" r="5" fill="#fff" />
        </svg>
        <span>{t('support.map.open')}</span>
      </a>
    </section>
  );
}
