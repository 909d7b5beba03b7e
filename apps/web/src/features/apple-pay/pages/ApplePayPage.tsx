// /apple-pay (spec §2 Device-wallet payment test page, §8 messages): says whether this device and
// browser support Apple Pay and offers a pay button for the test payment (20 USD, US; visa,
// masterCard, amex, discover). The merchant is validated and the token checked by the server
// (apple-pay/validate-merchant, apple-pay/token), which answers 503 until Apple Pay is configured.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { STORE_PATHS } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { apiCall } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { applePaySession, canUseApplePay, TEST_PAYMENT } from '../apple-pay-session.ts';
import '../apple-pay.css';

type Outcome = 'success' | 'failed' | 'merchantFailed' | 'merchantError' | 'processingError' | 'cancelled';

export default function ApplePayPage() {
  const { t } = useTranslation();
  const title = t('apple-pay.title');
  usePageMeta({ title });
  const [supported] = useState(canUseApplePay);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function pay() {
    const Session = applePaySession();
    if (!Session) return;
    setOutcome(null);
    const session = new Session(3, { ...TEST_PAYMENT, total: { ...TEST_PAYMENT.total, label: t('apple-pay.totalLabel') } });
    session.onvalidatemerchant = (event) => {
      apiCall<Record<string, unknown>>('apple-pay/validate-merchant', { body: { validationURL: event.validationURL } })
        .then((res) => session.completeMerchantValidation(res.data))
        .catch((err: unknown) => {
          session.abort();
          setOutcome((err as { httpStatus?: number }).httpStatus === 502 ? 'merchantFailed' : 'merchantError');
        });
    };
    session.onpaymentauthorized = (event) => {
      apiCall<{ status: 'success' | 'failure' }>('apple-pay/token', { body: { paymentToken: event.payment.token } })
        .then((res) => {
          const ok = res.data.status === 'success';
          session.completePayment(ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          setOutcome(ok ? 'success' : 'failed');
        })
        .catch(() => {
          session.completePayment(Session.STATUS_FAILURE);
          setOutcome('processingError');
        });
    };
    session.oncancel = () => setOutcome('cancelled');
    session.begin();
  }

  return (
    <div className="container page apple-pay-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: STORE_PATHS.home }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      <div className="apple-pay-card card-surface">
        <p
          className={`apple-pay-support apple-pay-support--${supported ? 'yes' : 'no'}`}
          role="status"
          data-testid="apple-pay-support"
        >
          {supported ? t('apple-pay.supported') : t('apple-pay.notSupported')}
        </p>
        <dl className="apple-pay-details">
          <div>
            <dt>{t('apple-pay.total')}</dt>
            <dd>
              <bdi>20.00 USD</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('apple-pay.country')}</dt>
            <dd>{t('apple-pay.us')}</dd>
          </div>
          <div>
            <dt>{t('apple-pay.networks')}</dt>
            <dd>
              <bdi>Visa, Mastercard, American Express, Discover</bdi>
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="apple-pay-button"
          lang="en"
          disabled={!supported}
          aria-label={t('apple-pay.payLabel')}
          onClick={pay}
        >
          <span aria-hidden="true"></span> Pay
        </button>
        {!supported && <p className="apple-pay-hint">{t('apple-pay.hint')}</p>}
        {outcome && (
          <p className={`apple-pay-outcome apple-pay-outcome--${outcome === 'success' ? 'ok' : 'bad'}`} role="alert">
            {t(`apple-pay.outcome.${outcome}`)}
          </p>
        )}
      </div>
    </div>
  );
}
