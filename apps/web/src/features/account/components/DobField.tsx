// The date-of-birth field of sign-up and the profile (spec §2 Register, Edit profile; §5): the
// same everywhere, dd/mm/yyyy as spec §9 writes dates, whatever the browser's locale (a date
// input follows the browser: month first on an en-US browser, even on the Arabic page). The
// forms check it when it is left (spec §5) with the shared rules, which also take yyyy-mm-dd.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

export function DobField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.fields.dob')}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      dir="ltr"
      maxLength={10}
      placeholder={t('account.hints.dobPlaceholder')}
      hint={t('account.hints.dob')}
      {...props}
    />
  );
}
