// Second step of /login for an existing account (spec §2 Accounts): the password, the bot
// challenge, and a link to reset it. Without a solved challenge the spec's alert 'Please complete
// the CAPTCHA' (§5 Login, §8) shows in the message area, as other refusals do, and stays under
// the widget until it is solved. The widget is on this step, where the token is sent.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { BotChallenge } from '../../../components/ui/BotChallenge.tsx';
import { useBotChallenge } from '../../../components/ui/useBotChallenge.ts';
import { showApiError, showErrors, withLoader } from '../../../lib/feedback.tsx';
import { signIn } from '../api.ts';
import { useSignInFlow } from '../hooks/useSignInFlow.ts';
import { LOGIN_SUCCESS_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { captchaMessage, fieldError, passwordStepCheck } from '../validation.ts';
import { SubmitButton } from './AccountCard.tsx';
import { IdentifierSummary } from './IdentifierSummary.tsx';
import { TextField } from './TextField.tsx';

interface PasswordStepProps {
  identifier: string;
  onChangeIdentifier(): void;
}

export function PasswordStep({ identifier, onChangeIdentifier }: PasswordStepProps) {
  const { t } = useTranslation();
  const challenge = useBotChallenge();
  const finishSignIn = useSignInFlow();
  const [signedIn, setSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm({ check: passwordStepCheck, defaultValues: { password: '' } });

  const onValid = async ({ password }: { password: string }) => {
    const captcha = challenge.take(captchaMessage());
    if (captcha === null) return showErrors([captchaMessage()]);
    challenge.reset();
    try {
      const answer = await withLoader(signIn(identifier, password, captcha));
      setSignedIn(finishSignIn(answer, LOGIN_SUCCESS_MS));
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onValid, () => challenge.flagIfMissing(captchaMessage()))}>
      <IdentifierSummary identifier={identifier} onChange={onChangeIdentifier} />
      {/* lets password managers pair the password with the account */}
      <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        autoFocus
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <p className="acc-form__aside">
        <StoreLink to="/forgot-password">{t('account.login.forgot')}</StoreLink>
      </p>
      <BotChallenge {...challenge.widgetProps} />
      <SubmitButton busy={isSubmitting || signedIn}>{t('account.login.submit')}</SubmitButton>
    </form>
  );
}
