// Payment method radios (spec §2/§5 Checkout): installment plans recognised and labelled, the
// wallet number input when the chosen method needs one, every method disabled when the wallet
// balance covers the total, and the merchant-only 'Add funds in your wallet' prompt.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { formatPrice, isInstallmentMethod, STORE_PATHS, type Lang } from '@store/shared';
import type { PaymentMethod } from '@store/shared/contract/checkout';
import { TextField } from '../../../components/ui/TextField.tsx';

interface Props {
  methods: PaymentMethod[];
  value: number | undefined;
  onChange: (id: number) => void;
  walletNumber: string;
  onWalletNumber: (value: string) => void;
  walletNumberError?: string | undefined;
  paymentError?: string | undefined;
  /** the wallet pays everything: methods are disabled */
  walletCovers: boolean;
  balance: number | undefined;
  showAddFunds: boolean;
  lang: Lang;
}

export function PaymentMethods(p: Props) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  const chosen = p.methods.find((m) => m.id === p.value);
  return (
    <fieldset
      className="ord-options"
      data-testid="payment-methods"
      aria-describedby={p.paymentError ? errorId : undefined}
      aria-invalid={p.paymentError ? true : undefined}
    >
      <legend className="ord-section-title">{t('orders.checkout.payment')}</legend>
      {/* above the methods (up to ten on a phone's long list), where the shopper lands */}
      {p.paymentError && (
        <p id={errorId} className="acc-field__error">
          {p.paymentError}
        </p>
      )}
      {/* the wallet's page (spec §2 checkout links) beside the balance it explains */}
      <p className="ord-note" data-testid="wallet-line">
        {p.balance !== undefined && <>{t('orders.checkout.walletBalance', { amount: formatPrice(p.balance, p.lang) })} · </>}
        <StoreLink to={STORE_PATHS.wallet} className="ord-link">
          {t('orders.checkout.walletLink')}
        </StoreLink>
        {p.balance !== undefined && p.showAddFunds && (
          <>
            {' · '}
            <StoreLink to={STORE_PATHS.addTopup} className="ord-link" data-testid="add-funds">
              {t('orders.checkout.addFunds')}
            </StoreLink>
          </>
        )}
      </p>
      {p.walletCovers && <p className="ord-note ord-note--ok">{t('orders.checkout.walletCovers')}</p>}
      {p.methods.map((m) => {
        const installment = m.is_installment || isInstallmentMethod(m.id);
        return (
          <label key={m.id} className={`ord-option${p.value === m.id && !p.walletCovers ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={m.id}
              checked={p.value === m.id && !p.walletCovers}
              disabled={p.walletCovers}
              onChange={() => p.onChange(m.id)}
            />
            <span className="ord-option__text">
              <strong>
                {m.name}
                {installment && <span className="ord-badge">{t('orders.checkout.installment')}</span>}
              </strong>
              <small>{m.description}</small>
            </span>
          </label>
        );
      })}
      {chosen?.wallet_phone_required && !p.walletCovers && (
        <TextField
          label={t('orders.checkout.walletNumber')}
          name="wallet_number"
          type="tel"
          inputMode="numeric"
          dir="ltr"
          maxLength={11}
          hint={t('orders.checkout.walletNumberHint')}
          value={p.walletNumber}
          onChange={(e) => p.onWalletNumber(e.target.value)}
          error={p.walletNumberError}
        />
      )}
    </fieldset>
  );
}
