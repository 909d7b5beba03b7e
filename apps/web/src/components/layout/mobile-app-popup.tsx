// The mobile-app promotion (spec §1, §4): on digital-store and card pages a popup offers "Open
// app" or "Continue in browser"; Continue is remembered in localStorage and hides it afterwards.
// The Layout decides where it shows (shouldOfferApp in components/layout/app-links.ts) and
// lazy-loads this module there, so other pages never download it.
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { APP_POPUP_KEY, appPopupDismissed, appStoreUrlForDevice, shouldOfferApp } from './app-links.ts';
import { Modal } from '../ui/Modal.tsx';
import './mobile-app-popup.css';

export { APP_POPUP_KEY, appPopupDismissed, shouldOfferApp };

export function MobileAppPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !appPopupDismissed());

  const continueInBrowser = () => {
    try {
      localStorage.setItem(APP_POPUP_KEY, 'browser');
    } catch {
      // private mode: the choice lasts for this page only
    }
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) continueInBrowser();
      }}
      title={t('appPopup.title')}
      description={t('appPopup.text')}
      className="app-popup"
      hideClose
    >
      <div className="app-popup-actions">
        <a className="btn btn-primary" href={appStoreUrlForDevice()} target="_blank" rel="noopener noreferrer">
          {t('appPopup.open')}
        </a>
        <button type="button" className="btn btn-outline" onClick={continueInBrowser}>
          {t('appPopup.continue')}
        </button>
      </div>
    </Modal>
  );
}

export default MobileAppPopup;
