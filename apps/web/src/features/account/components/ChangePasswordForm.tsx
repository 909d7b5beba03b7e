// The change-password part of /edit-profile (spec §2, §5): old, new and confirmation ('password
// and its confirmation do not match'); the page reloads after the success message.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import type { UpdatePasswordPayload } from '@store/shared/auth/schemas';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { updatePassword } from '../api.ts';
import { useDelayedAction } from '../hooks/useDelayedNavigate.ts';
import { reloadPage } from '../page-reload.ts';
import { PROFILE_RELOAD_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { changePasswordCheck, fieldError } from '../validation.ts';
import { SubmitButton } from './AccountCard.tsx';
import { TextField } from './TextField.tsx';

export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const later = useDelayedAction();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: changePasswordCheck,
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
  });

  const onValid = async (values: UpdatePasswordPayload) => {
    try {
      const answer = await withLoader(updatePassword(values));
      setSaved(true);
      showSuccess(answer.message, PROFILE_RELOAD_MS);
      later(reloadPage, PROFILE_RELOAD_MS);
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
      {/* lets password managers update the saved password of this account */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t('account.fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={fieldError(errors.old_password)}
        {...register('old_password')}
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
      <p className="acc-form__aside">
        <StoreLink to="/forgot-password">{t('account.profile.forgot')}</StoreLink>
      </p>
      <SubmitButton busy={isSubmitting || saved}>{t('account.profile.passwordSubmit')}</SubmitButton>
    </form>
  );
}
