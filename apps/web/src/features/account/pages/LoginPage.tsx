// /login (spec §2 Accounts, guests only): one field for e-mail or phone; Continue asks the server
// whether the account exists, then shows the password step, or the sign-up form with the e-mail
// or phone prefilled in the right field (spec §5: the e-mail pattern decides).
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { showApiError, withLoader } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { checkUserExistence } from '../api.ts';
import { AccountCard, SubmitButton } from '../components/AccountCard.tsx';
import { LegalLinks } from '../components/LegalLinks.tsx';
import { PasswordStep } from '../components/PasswordStep.tsx';
import { SignInBenefits } from '../components/SignInBenefits.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import { SocialSignIn } from '../components/SocialSignIn.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { fieldError, identifierCheck, isEmail } from '../validation.ts';

type Step = { kind: 'identify' } | { kind: 'password'; identifier: string } | { kind: 'signup'; identifier: string };

export default function LoginPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const [typed, setTyped] = useState('');
  usePageMeta({ title: t(step.kind === 'signup' ? 'account.signup.pageTitle' : 'account.login.pageTitle') });

  const back = () => setStep({ kind: 'identify' });

  if (step.kind === 'password') {
    return (
      <AccountCard title={t('account.login.passwordTitle')} intro={t('account.login.passwordIntro')} aside={<SignInBenefits />}>
        <PasswordStep identifier={step.identifier} onChangeIdentifier={back} />
      </AccountCard>
    );
  }

  if (step.kind === 'signup') {
    const prefill = isEmail(step.identifier) ? { email: step.identifier } : { phone: step.identifier };
    return (
      <AccountCard title={t('account.signup.title')} intro={t('account.signup.introFromLogin')} aside={<SignInBenefits />}>
        <SignUpForm defaults={prefill} autoFocus />
        <p className="acc-switch">
          {t('account.signup.haveAccount')}{' '}
          <button type="button" className="acc-link-button" onClick={back}>
            {t('account.signup.signIn')}
          </button>
        </p>
        <LegalLinks />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('account.login.title')} intro={t('account.login.intro')} aside={<SignInBenefits />}>
      <IdentifyStep
        initial={typed}
        onKnown={(identifier, exists) => {
          setTyped(identifier);
          setStep(exists ? { kind: 'password', identifier } : { kind: 'signup', identifier });
        }}
      />
      <SocialSignIn />
      <LegalLinks />
    </AccountCard>
  );
}

function IdentifyStep({ initial, onKnown }: { initial: string; onKnown(identifier: string, exists: boolean): void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: identifierCheck('email_or_phone'),
    defaultValues: { email_or_phone: initial },
  });

  // The check's output is normalised (+20… phones); the prefill keeps what the shopper typed.
  const onValid = async () => {
    const typed = getValues('email_or_phone').trim();
    try {
      onKnown(typed, await withLoader(checkUserExistence(typed)));
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
      <TextField
        label={t('account.fields.emailOrPhone')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        autoFocus={initial !== ''}
        hint={t('account.hints.emailOrPhone')}
        error={fieldError(errors.email_or_phone)}
        {...register('email_or_phone')}
      />
      <SubmitButton busy={isSubmitting}>{t('account.login.continue')}</SubmitButton>
      <p className="acc-form__aside">
        <StoreLink to="/forgot-password">{t('account.login.forgot')}</StoreLink>
      </p>
    </form>
  );
}
