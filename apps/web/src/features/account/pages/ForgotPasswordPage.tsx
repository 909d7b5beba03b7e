// /forgot-password (spec §2): an e-mail field and 'Reset Now'; success shows the server's
// message and goes to /reset-password after 3 s (spec §9). The address is kept for that page,
// which sends it along so the code is checked against this account only.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { requestPasswordReset } from '../api.ts';
import { AccountCard, SubmitButton } from '../components/AccountCard.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate.ts';
import { rememberResetAddress } from '../reset-address.ts';
import { RESET_REDIRECT_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { fieldError, identifierCheck } from '../validation.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const [sent, setSent] = useState(false);
  usePageMeta({ title: t('account.forgot.pageTitle') });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: identifierCheck('email'),
    defaultValues: { email: '' },
  });

  const onValid = async () => {
    const email = getValues('email').trim();
    try {
      const answer = await withLoader(requestPasswordReset(email));
      rememberResetAddress(email);
      setSent(true);
      showSuccess(answer.message, RESET_REDIRECT_MS);
      navigateLater('/reset-password', RESET_REDIRECT_MS);
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <AccountCard title={t('account.forgot.title')} intro={t('account.forgot.intro')}>
      <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
        <TextField
          label={t('account.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          autoFocus
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting || sent}>{t('account.forgot.submit')}</SubmitButton>
      </form>
      <p className="acc-switch">
        {t('account.forgot.haveCode')} <StoreLink to="/reset-password">{t('account.reset.title')}</StoreLink>
      </p>
      <p className="acc-switch">
        <StoreLink to="/login">{t('account.forgot.back')}</StoreLink>
      </p>
    </AccountCard>
  );
}
