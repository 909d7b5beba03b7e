// /edit-profile (spec §2, signed-in only): the profile form and the change-password form side by
// side on wide screens, stacked on phones. Prefilled from the session's user record.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { STORE_PATHS } from '@store/shared';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import '../account.css';

export default function EditProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const detailsId = useId();
  const passwordId = useId();
  usePageMeta({ title: t('account.profile.pageTitle') });
  if (!user) return null; // RequireAuth guarantees a user; this only narrows the type

  return (
    <div className="container page acc-page">
      <div className="acc-profile__title acc-profile__head">
        <h1 className="page-title">{t('account.profile.title')}</h1>
        <StoreLink to={STORE_PATHS.myOrders} className="btn btn-outline">
          {t('account.profile.myOrders')}
        </StoreLink>
      </div>
      <div className="acc-profile">
        <section className="acc-card" aria-labelledby={detailsId}>
          <h2 id={detailsId} className="acc-card__subtitle">
            {t('account.profile.detailsTitle')}
          </h2>
          <ProfileForm user={user} />
        </section>
        <section className="acc-card" aria-labelledby={passwordId}>
          <h2 id={passwordId} className="acc-card__subtitle">
            {t('account.profile.passwordTitle')}
          </h2>
          <ChangePasswordForm username={user.email || user.phone} />
        </section>
      </div>
    </div>
  );
}
