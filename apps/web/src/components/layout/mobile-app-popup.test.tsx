// Mobile-app popup (spec §1, §4): offered on digital-store and card pages; "Continue in browser"
// is remembered in localStorage and the popup does not come back.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_POPUP_KEY, appPopupDismissed, MobileAppPopup, shouldOfferApp } from './mobile-app-popup.tsx';

afterEach(() => localStorage.clear());

describe('mobile-app popup', () => {
  it('is offered on digital-store and card pages only', () => {
    expect(shouldOfferApp('/digital-store/game-cards/130')).toBe(true);
    expect(shouldOfferApp('/digital-store/sub_category/playstation-store/160')).toBe(true);
    expect(shouldOfferApp('/category/digital-store')).toBe(true);
    expect(shouldOfferApp('/card/12/psn-50')).toBe(true);
    expect(shouldOfferApp('/product/12/ps5')).toBe(false);
    expect(shouldOfferApp('/category/gaming-hardware')).toBe(false);
    expect(shouldOfferApp('/')).toBe(false);
  });

  it('offers Open app and remembers Continue in browser', () => {
    const { unmount } = render(<MobileAppPopup />);
    expect(screen.getByRole('dialog', { name: 'Shop faster in our app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open app' }).getAttribute('href')).toMatch(
      /^https:\/\/(play\.google\.com|apps\.apple\.com)\//,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue in browser' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(APP_POPUP_KEY)).toBe('browser');
    expect(appPopupDismissed()).toBe(true);
    unmount();
    render(<MobileAppPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
