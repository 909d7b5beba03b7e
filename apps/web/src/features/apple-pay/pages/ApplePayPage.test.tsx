// /apple-pay: without Apple Pay JS (Chromium, jsdom) the page says it is not supported and the
// button is off; with it, the merchant is validated through the server and the token sent, and the
// outcome of spec §8 is shown.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplePayPaymentRequest, ApplePaySessionLike } from '../apple-pay-session.ts';
import { applePayRoutes } from '../routes.tsx';
import { stubFetch } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

const renderPage = () => renderRoutes(applePayRoutes, '/apple-pay');

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
});

describe('/apple-pay', () => {
  it('says Apple Pay is not supported when the browser has no ApplePaySession', async () => {
    renderPage();
    expect((await screen.findByTestId('apple-pay-support', {}, { timeout: 5000 })).textContent).toBe(
      'Apple Pay is not supported on this device or browser.',
    );
    expect((screen.getByRole('button', { name: 'Pay with Apple Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('validates the merchant and sends the token through the server', async () => {
    const made: { request: ApplePayPaymentRequest; session: ApplePaySessionLike & { completed: unknown[]; paid: number[] } }[] =
      [];
    class FakeSession {
      static canMakePayments = () => true;
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
      onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
      oncancel: (() => void) | null = null;
      completed: unknown[] = [];
      paid: number[] = [];
      constructor(_version: number, request: ApplePayPaymentRequest) {
        made.push({ request, session: this as never });
      }
      begin() {}
      abort() {}
      completeMerchantValidation(s: unknown) {
        this.completed.push(s);
      }
      completePayment(status: number) {
        this.paid.push(status);
      }
    }
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = FakeSession;
    const fetch = stubFetch((url) =>
      url.pathname.endsWith('validate-merchant')
        ? { data: { merchantSessionIdentifier: 'S1' } }
        : { data: { status: 'success' } },
    );
    renderPage();
    expect((await screen.findByTestId('apple-pay-support', {}, { timeout: 5000 })).textContent).toMatch(/supports Apple Pay/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    const { request, session } = made[0]!;
    expect(request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      total: { amount: '20.00' },
    });
    session.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await vi.waitFor(() => expect(session.completed).toEqual([{ merchantSessionIdentifier: 'S1' }]));
    session.onpaymentauthorized!({ payment: { token: { paymentData: { data: 'x' } } } });
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(session.paid).toEqual([0]);
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({ paymentToken: { paymentData: { data: 'x' } } });
    session.oncancel!();
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
  });
});
