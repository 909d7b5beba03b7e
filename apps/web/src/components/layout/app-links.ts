// Where the store's mobile apps live (footer badges, mobile-app popup). One place to change.
export const APP_STORE_URL = 'https://apps.apple.com/eg/app/gamers-souq/id6450000000';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.gamerssouq.app';

/** The store link for the shopper's device: App Store on iPhone/iPad, Google Play otherwise. */
export function appStoreUrlForDevice(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  return /iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent) ? APP_STORE_URL : GOOGLE_PLAY_URL;
}

/** localStorage key of the mobile-app popup choice (spec §1: 'Continue' is remembered). */
export const APP_POPUP_KEY = 'app_popup_choice';

/** spec §1: the popup is offered on digital-store and card pages. */
export function shouldOfferApp(pathname: string): boolean {
  return /^\/(digital-store|category\/digital-store|card)(\/|$)/i.test(pathname);
}

export function appPopupDismissed(): boolean {
  try {
    return localStorage.getItem(APP_POPUP_KEY) === 'browser';
  } catch {
    return false;
  }
}
