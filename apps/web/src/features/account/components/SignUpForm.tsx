// The sign-up form (spec §2 Register, §5 Registration): e-mail, phone, date of birth (checked on
// blur; a pending error blocks submit), password and confirmation, and the bot challenge. Used by
// /register and by /login's second step, which prefills the e-mail or the phone.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { BotChallenge } from '../../../components/ui/BotChallenge.tsx';
import { useBotChallenge } from '../../../components/ui/useBotChallenge.ts';
import { showApiError, withLoader } from '../../../lib/feedback.tsx';
import { signUp } from '../api.ts';
import { useSignInFlow } from '../hooks/useSignInFlow.ts';
import { REGISTER_SUCCESS_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { captchaMessage, fieldError, signUpCheck, type SignUpValues } from '../validation.ts';
import { SubmitButton } from './AccountCard.tsx';
import { DobField } from './DobField.tsx';
import { TextField } from './TextField.tsx';

interface SignUpFormProps {
  defaults?: { email?: string; phone?: string };
  /** focus the first field that is not prefilled (the form replaced the field just used) */
  autoFocus?: boolean;
}

export function SignUpForm({ defaults, autoFocus }: SignUpFormProps) {
  const { t } = useTranslation();
  const challenge = useBotChallenge();
  const finishSignIn = useSignInFlow();
  const [signedUp, setSignedUp] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    setFocus,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: signUpCheck,
    defaultValues: {
      email: defaults?.email ?? '',
      phone: defaults?.phone ?? '',
      dob: '',
      password: '',
      password_confirmation: '',
    },
  });

  const prefilledEmail = Boolean(defaults?.email);
  useEffect(() => {
    if (autoFocus) setFocus(prefilledEmail ? 'phone' : 'email');
  }, [autoFocus, prefilledEmail, setFocus]);

  const onValid = async (values: SignUpValues) => {
    const captcha = challenge.take(captchaMessage());
    if (captcha === null) return;
    // A challenge payload is single-use: the widget starts over whatever the answer.
    challenge.reset();
    try {
      const { email, phone, dob, password, password_confirmation } = values;
      const answer = await withLoader(
        signUp({ email, phone, dob, password, password_confirmation, g_recaptcha_response: captcha }),
      );
      // spec §4: after registration the shopper goes to /verify (4 s, §9).
      setSignedUp(finishSignIn(answer, REGISTER_SUCCESS_MS, '/verify'));
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onValid, () => challenge.flagIfMissing(captchaMessage()))}>
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('account.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        hint={t('account.hints.phone')}
        error={fieldError(errors.phone)}
        {...register('phone')}
      />
      <DobField
        error={fieldError(errors.dob)}
        // spec §5: checked when the field is left; a pending error blocks the submit. A shown error
        // clears as soon as the date is fixed, so the layout does not jump under a click on the
        // button. Other fields wait for the submit for the same reason.
        {...register('dob', {
          onBlur: () => void trigger('dob'),
          onChange: () => void (getFieldState('dob').error && trigger('dob')),
        })}
      />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={t('account.hints.password')}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('account.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        error={fieldError(errors.password_confirmation)}
        {...register('password_confirmation')}
      />
      <BotChallenge {...challenge.widgetProps} />
      <SubmitButton busy={isSubmitting || signedUp}>{t('account.signup.submit')}</SubmitButton>
    </form>
  );
}
