// /verify (spec §2, §4): the 6-digit activation code sent to phone and e-mail, a 'Send Again'
// link, and on success the home page after 4 s. It needs the token from sign-in or sign-up.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Navigate } from 'react-router';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { getUser, setSessionUser, useSession } from '../../../lib/session.ts';
import { activateAccount, resendCode } from '../api.ts';
import { AccountCard, SubmitButton } from '../components/AccountCard.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate.ts';
import { runSignedInHooks } from '../signed-in-hooks.ts';
import { VERIFY_SUCCESS_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { codeCheck, fieldError } from '../validation.ts';

export default function VerifyPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigateLater = useDelayedNavigate();
  const [activated, setActivated] = useState(false);
  const [resending, setResending] = useState(false);
  usePageMeta({ title: t('account.verify.pageTitle') });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: codeCheck,
    defaultValues: { code: '' },
  });

  if (!token) return <Navigate to="/login" replace />;

  const onValid = async ({ code }: { code: string }) => {
    try {
      const answer = await withLoader(activateAccount(code));
      const user = answer.data?.user ?? getUser();
      if (user) setSessionUser({ ...user, activation_str: 'Active' });
      setActivated(true);
      showSuccess(answer.message, VERIFY_SUCCESS_MS);
      // Now active: the guest cart can move to the server cart (spec §4).
      void runSignedInHooks().catch(() => undefined);
      navigateLater('/', VERIFY_SUCCESS_MS);
    } catch (err) {
      showApiError(err);
    }
  };

  const sendAgain = async () => {
    setResending(true);
    try {
      showSuccess((await withLoader(resendCode())).message, 3000);
    } catch (err) {
      // 429 carries the server's "Please wait … seconds" message.
      showApiError(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <AccountCard title={t('account.verify.title')} intro={t('account.verify.intro')}>
      <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
        <TextField
          label={t('account.fields.activationCode')}
          className="acc-field--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          dir="ltr"
          autoFocus
          hint={t('account.hints.code')}
          error={fieldError(errors.code)}
          {...register('code')}
        />
        <SubmitButton busy={isSubmitting || activated}>{t('account.verify.submit')}</SubmitButton>
      </form>
      <p className="acc-switch">
        {t('account.verify.noCode')}{' '}
        <button type="button" className="acc-link-button" onClick={() => void sendAgain()} disabled={resending || activated}>
          {t('account.verify.sendAgain')}
        </button>
      </p>
    </AccountCard>
  );
}
