// /reset-password (spec §2): the activation code from the reset message and a new password
// (with its confirmation); success goes to /login after 3 s (spec §9).
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import type { ResetPasswordPayload } from '@store/shared/auth/schemas';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { resetPassword } from '../api.ts';
import { AccountCard, SubmitButton } from '../components/AccountCard.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate.ts';
import { forgetResetAddress, resetAddress } from '../reset-address.ts';
import { RESET_REDIRECT_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { fieldError, resetCheck } from '../validation.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  usePageMeta({ title: t('account.reset.pageTitle') });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: resetCheck,
    defaultValues: { reset_code: '', new_password: '', new_password_confirmation: '' },
  });

  const onValid = async ({ reset_code, new_password, new_password_confirmation }: ResetPasswordPayload) => {
    const email = resetAddress();
    try {
      const answer = await withLoader(
        resetPassword({ reset_code, new_password, new_password_confirmation, ...(email ? { email } : {}) }),
      );
      forgetResetAddress();
      setDone(true);
      showSuccess(answer.message, RESET_REDIRECT_MS);
      navigateLater('/login', RESET_REDIRECT_MS);
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <AccountCard title={t('account.reset.title')} intro={t('account.reset.intro')}>
      <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
        <TextField
          label={t('account.fields.resetCode')}
          className="acc-field--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          dir="ltr"
          autoFocus
          hint={t('account.hints.code')}
          error={fieldError(errors.reset_code)}
          {...register('reset_code')}
        />
        <TextField
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          hint={t('account.hints.password')}
          error={fieldError(errors.new_password)}
          {...register('new_password')}
        />
        <TextField
          label={t('account.fields.newPasswordConfirmation')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          error={fieldError(errors.new_password_confirmation)}
          {...register('new_password_confirmation')}
        />
        <SubmitButton busy={isSubmitting || done}>{t('account.reset.submit')}</SubmitButton>
      </form>
      <p className="acc-switch">
        {t('account.reset.noCode')} <StoreLink to="/forgot-password">{t('account.reset.requestCode')}</StoreLink>
      </p>
    </AccountCard>
  );
}
