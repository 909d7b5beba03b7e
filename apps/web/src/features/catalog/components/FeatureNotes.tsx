// The product page's reassurance notes (spec §2): free returns, fast delivery, secure shopping,
// plus the Build Your PC banner and the ships-abroad note.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { STORE_PATHS } from '@store/shared';
import { pageExists } from '../../../lib/page-set.ts';

const ICONS = {
  returns: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  secure: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function FeatureNotes() {
  const { t } = useTranslation();
  const notes = [
    { key: 'freeReturns', icon: ICONS.returns },
    { key: 'fastDelivery', icon: ICONS.delivery },
    { key: 'secureShopping', icon: ICONS.secure },
  ] as const;
  return (
    <ul className="feature-notes">
      {notes.map((n) => (
        <li key={n.key}>
          <Icon d={n.icon} />
          <span>
            <strong>{t(`catalog.product.${n.key}`)}</strong>
            <small>{t(`catalog.product.${n.key}Text`)}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ShipsAbroad() {
  const { t } = useTranslation();
  return (
    <p className="ships-abroad">
      <Icon d={ICONS.globe} />
      <span>
        <strong>{t('catalog.product.shipsAbroad')}</strong> {t('catalog.product.shipsAbroadText')}
      </span>
    </p>
  );
}

export function BuildPcBanner() {
  const { t } = useTranslation();
  // shown once the Build-PC page exists (no dead links)
  if (!pageExists(STORE_PATHS.buildPc)) return null;
  return (
    <StoreLink to={STORE_PATHS.buildPc} className="build-pc-banner">
      <span className="build-pc-banner__text">
        <strong>{t('catalog.product.buildPcTitle')}</strong>
        <small>{t('catalog.product.buildPcText')}</small>
      </span>
      <span className="build-pc-banner__cta">{t('catalog.product.buildPcCta')}</span>
    </StoreLink>
  );
}
