// Store footer (spec §1, §2): support address, phone, e-mail and hours, social links (from site
// settings; LinkedIn/Pinterest/TikTok fixed), information-page links, the banks image and the
// mobile-app store badges.
import { STORE_PATHS, type SiteSettings } from '@store/shared';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StoreLink } from '../ui/StoreLink.tsx';
import banksImage from '../../assets/banks.svg';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';
import { SOCIAL_LINKS } from './social-links.ts';
import { StoreBadges } from './StoreBadges.tsx';
import './footer.css';
import { builtLinks } from '../../lib/page-set.ts';
import { Kept } from '../../lib/kept-markup.tsx';
import { isServer } from '../../lib/ssr.ts';

const COMPANY_LINKS = [
  { to: '/about-us', key: 'footer.links.about' },
  { to: '/careers', key: 'footer.links.careers' },
  { to: STORE_PATHS.newsBlog, key: 'footer.links.newsBlog' },
  { to: '/affiliate', key: 'footer.links.affiliate' },
  { to: '/student_discount', key: 'footer.links.studentDiscount' },
  { to: '/rewards-program', key: 'footer.links.rewardsProgram' },
];

const HELP_LINKS = [
  { to: '/faq', key: 'footer.links.faq' },
  { to: '/contact-us', key: 'footer.links.contact' },
  { to: '/product_activation', key: 'footer.links.productActivation' },
  { to: '/privacy_policy', key: 'footer.links.privacy' },
  { to: '/terms_condition', key: 'footer.links.terms' },
];

/**
 * The footer is the same on every page of a language until the settings change: the server renders
 * it once per version and pastes it into later pages (lib/kept-markup.tsx, issue 24). `settings`:
 * the site settings the layout asked for (undefined until they arrive).
 */
export function Footer({ settings }: { settings: SiteSettings | undefined }) {
  const { i18n } = useTranslation();
  const year = new Date().getFullYear();
  const version = isServer ? `footer:${i18n.language}:${year}:${JSON.stringify(settings ?? null)}` : null;
  return (
    <Kept as="footer" className="site-footer" version={version}>
      <FooterParts settings={settings} year={year} />
    </Kept>
  );
}

function FooterParts({ settings, year }: { settings: SiteSettings | undefined; year: number }) {
  const { t } = useTranslation();
  const socials = SOCIAL_LINKS.filter((s) => settings?.[s.key]);

  return (
    <>
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-title">
          <h2 id="footer-brand-title" className="footer-logo">
            {t('header.logo')}
          </h2>
          <p className="footer-about">{settings?.description || t('meta.defaultDescription')}</p>
          {socials.length > 0 && (
            <ul className="footer-social" aria-label={t('footer.followUs')}>
              {socials.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a href={settings![key]} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="footer-col" aria-labelledby="footer-company-title">
          <h2 id="footer-company-title">{t('footer.company')}</h2>
          <ul>
            {builtLinks(COMPANY_LINKS).map((l) => (
              <li key={l.to}>
                <StoreLink to={l.to}>{t(l.key)}</StoreLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="footer-col" aria-labelledby="footer-help-title">
          <h2 id="footer-help-title">{t('footer.help')}</h2>
          <ul>
            {builtLinks(HELP_LINKS).map((l) => (
              <li key={l.to}>
                <StoreLink to={l.to}>{t(l.key)}</StoreLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer-col footer-support" aria-labelledby="footer-support-title">
          <h2 id="footer-support-title">{t('footer.support')}</h2>
          <ul className="footer-contact">
            {settings?.address && (
              <li>
                <PinIcon size={18} />
                <span>{settings.address}</span>
              </li>
            )}
            {settings?.phone && (
              <li>
                <PhoneIcon size={18} />
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {settings.phone}
                </a>
              </li>
            )}
            {settings?.email && (
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
            <li>
              <ClockIcon size={18} />
              <span>{t('footer.supportHours')}</span>
            </li>
          </ul>
          <p className="footer-apps-title">{t('footer.getTheApp')}</p>
          <StoreBadges />
        </section>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom-row">
          <p>{t('footer.copyright', { year })}</p>
          <img
            src={banksImage}
            alt={t('footer.paymentMethods')}
            width={460}
            height={56}
            loading="lazy"
            decoding="async"
            className="footer-banks"
          />
        </div>
      </div>
    </>
  );
}
