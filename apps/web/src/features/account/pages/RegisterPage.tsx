// /register (spec §2, guests only): the sign-up form on its own page; success goes to /verify
// after 4 s (spec §9).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { LegalLinks } from '../components/LegalLinks.tsx';
import { SignInBenefits } from '../components/SignInBenefits.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('account.signup.pageTitle') });
  return (
    <AccountCard title={t('account.signup.title')} intro={t('account.signup.intro')} aside={<SignInBenefits />}>
      <SignUpForm />
      <p className="acc-switch">
        {t('account.signup.haveAccount')} <StoreLink to="/login">{t('account.signup.signIn')}</StoreLink>
      </p>
      <LegalLinks />
    </AccountCard>
  );
}
