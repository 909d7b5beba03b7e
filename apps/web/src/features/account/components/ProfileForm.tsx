// The profile part of /edit-profile (spec §2): phone (shown and typed in the local form 010…,
// stored +20…), e-mail and date of birth (dd/mm/yyyy; same rules as sign-up, the date checked on
// blur), 'Update Now'; the page reloads after the success message.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { dobForDisplay } from '@store/shared/auth/dob';
import { localPhone } from '@store/shared/auth/identifier';
import type { UpdateProfilePayload } from '@store/shared/auth/schemas';
import { showApiError, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { setSessionUser, type SessionUser } from '../../../lib/session.ts';
import { updateProfile } from '../api.ts';
import { useDelayedAction } from '../hooks/useDelayedNavigate.ts';
import { reloadPage } from '../page-reload.ts';
import { PROFILE_RELOAD_MS } from '../timings.ts';
import { useCheckedForm } from '../hooks/useCheckedForm.ts';
import { fieldError, profileCheck } from '../validation.ts';
import { SubmitButton } from './AccountCard.tsx';
import { DobField } from './DobField.tsx';
import { TextField } from './TextField.tsx';

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const later = useDelayedAction();
  const [saved, setSaved] = useState(false);
  // shown as the shopper knows them: the local phone (010…) and dd/mm/yyyy (a session saved
  // before dates were answered dd/mm/yyyy may still hold yyyy-mm-dd)
  const [shown] = useState(() => ({
    email: user.email,
    phone: localPhone(user.phone),
    dob: user.dob ? dobForDisplay(user.dob) : '',
  }));
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useCheckedForm({
    check: (values) => profileCheck(values, shown),
    defaultValues: shown,
  });

  const onValid = async (values: UpdateProfilePayload) => {
    try {
      const answer = await withLoader(updateProfile(values));
      if (answer.data) setSessionUser(answer.data);
      setSaved(true);
      showSuccess(answer.message, PROFILE_RELOAD_MS);
      later(reloadPage, PROFILE_RELOAD_MS);
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onValid)}>
      <TextField
        label={t('account.fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t('account.hints.phone')}
        error={fieldError(errors.phone)}
        {...register('phone')}
      />
      <TextField
        label={t('account.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <DobField
        error={fieldError(errors.dob)}
        // spec §5: checked when the field is left; a shown error clears as soon as it is fixed
        {...register('dob', {
          onBlur: () => void trigger('dob'),
          onChange: () => void (getFieldState('dob').error && trigger('dob')),
        })}
      />
      <SubmitButton busy={isSubmitting || saved}>{t('account.profile.submit')}</SubmitButton>
    </form>
  );
}
