// /add-topup (spec §2 Wallet and top-up, §4 Top-up result, §5 Top-up): the amount keeps only digits
// and dots; payment method radios with their descriptions and the wallet number when the method
// asks for one; subtotal, fees and total from the server's fee call (rerun 500 ms after the amount
// changes and at once when the method changes); 'Buy Top Up' checks the three messages of §5 in
// order, then a payment link leaves for the gateway, a message shows a popup whose Ok goes to
// /wallet, and neither goes to /wallet after 3 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { asciiDigits, keepAmountChars, STORE_PATHS, TIMINGS, topupProblem, type Lang, type TopupProblem } from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showErrors, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { buyTopup, leaveStore, useTopupMethods } from '../api.ts';
import { TopupMethods } from '../components/TopupMethods.tsx';
import { TopupResultDialog } from '../components/TopupResultDialog.tsx';
import { TopupSummary } from '../components/TopupSummary.tsx';
import { useTopupFees } from '../hooks/useTopupFees.ts';
import '../wallet.css';

const PROBLEM_KEY: Record<TopupProblem, string> = {
  invalidAmount: 'wallet.topup.invalidAmount',
  methodRequired: 'wallet.topup.methodRequired',
  walletNumberRequired: 'wallet.topup.walletNumberRequired',
};

export default function AddTopupPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const navigate = useNavigate();
  const { user } = useSession();
  const title = t('wallet.topup.title');
  usePageMeta({ title });
  const methods = useTopupMethods(lang);
  const [amount, setAmount] = useState('');
  const [methodId, setMethodId] = useState<number | null>(null);
  const [walletNumber, setWalletNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [popup, setPopup] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.data?.find((m) => m.id === methodId) ?? null;

  const { fees, feeError } = useTopupFees(amount, methodId, t('wallet.topup.serverError'));

  // a validation message stays 3 s (spec §9 form validation)
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), TIMINGS.formValidation);
    return () => clearTimeout(timer);
  }, [problem]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = topupProblem({
      amount,
      paymentId: methodId,
      walletNumber,
      walletRequired: method?.wallet_phone_required,
    });
    if (found) return setProblem(t(PROBLEM_KEY[found]));
    setProblem(null);
    setBusy(true);
    try {
      const res = await withLoader(
        buyTopup({
          amount,
          payment_id: methodId!,
          ...(method?.wallet_phone_required ? { wallet_number: walletNumber.trim() } : {}),
        }),
      );
      if (res.data.payment_link) return leaveStore.to(res.data.payment_link);
      if (res.data.message) return setPopup(res.data.message);
      showSuccess(res.message, TIMINGS.topupSuccess);
      setTimeout(() => void navigate(STORE_PATHS.wallet), TIMINGS.topupSuccess);
    } catch (err) {
      // spec §8: 'server error try again later', with its Arabic variant on top-up
      showErrors(err instanceof ApiError && err.httpStatus > 0 ? err.errors : [t('wallet.topup.serverError')]);
    } finally {
      setBusy(false);
    }
  }

  const crumbs = [
    { label: t('catalog.nav.home'), to: STORE_PATHS.home },
    { label: t('wallet.title'), to: STORE_PATHS.wallet },
    { label: title },
  ];

  if (user && user.user_type !== 'merchant') {
    return (
      <div className="container page topup-page">
        <Breadcrumbs items={crumbs} />
        <h1 className="page-title">{title}</h1>
        <div className="topup-notice card-surface" role="status">
          <p>{t('wallet.topup.merchantsOnly')}</p>
          <StoreLink to={STORE_PATHS.wallet} className="btn btn-outline">
            {t('wallet.topup.backToWallet')}
          </StoreLink>
        </div>
      </div>
    );
  }

  return (
    <div className="container page topup-page">
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{title}</h1>
      <form className="topup-layout" onSubmit={(e) => void submit(e)} noValidate>
        <div className="topup-form card-surface">
          <div className="topup-field">
            <label htmlFor="topup-amount" className="topup-field__label">
              {t('wallet.topup.amount')}
            </label>
            {/* digits read left to right in both languages; the currency follows the number */}
            <div className="topup-amount" dir="ltr">
              <input
                id="topup-amount"
                className="topup-field__input"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                placeholder="0.00"
                aria-describedby="topup-amount-currency"
                onChange={(e) => setAmount(keepAmountChars(e.target.value))}
              />
              <span id="topup-amount-currency" className="topup-amount__currency">
                {t('wallet.currency')}
              </span>
            </div>
          </div>

          <TopupMethods methods={methods.data} failed={methods.isError} chosen={methodId} onChoose={setMethodId} />

          {method?.wallet_phone_required && (
            <div className="topup-field">
              <label htmlFor="topup-wallet-number" className="topup-field__label">
                {t('wallet.topup.walletNumber')}
              </label>
              <input
                id="topup-wallet-number"
                className="topup-field__input"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                maxLength={11}
                placeholder="01xxxxxxxxx"
                value={walletNumber}
                onChange={(e) => setWalletNumber(asciiDigits(e.target.value).replace(/[^0-9]/g, ''))}
              />
            </div>
          )}
        </div>

        <TopupSummary amount={amount} fees={fees} feeError={feeError} problem={problem} busy={busy} lang={lang} />
      </form>
      <TopupResultDialog
        open={popup !== null}
        title={t('wallet.topup.title')}
        text={popup ?? ''}
        onOk={() => void navigate(STORE_PATHS.wallet)}
      />
    </div>
  );
}
