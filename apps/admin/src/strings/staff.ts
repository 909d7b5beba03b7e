// Strings of the Staff page, en and ar.
export const staffEn = {
  staffNav: 'Staff',
  staffTitle: 'Staff',
  staffHowToAdd:
    'To add a staff member, or to give one a new authenticator key after a lost phone, run this on the server; it prints the password, the key and the recovery codes once:',
  staffEmail: 'E-mail',
  staffRole: 'Role',
  staffCodesLeft: 'Recovery codes left',
  staffLastSignIn: 'Last sign-in',
  staffSessions: 'Open sessions',
  staffNever: 'never',
  staffYou: '(you)',
  staffEndSessions: 'End sessions',
  staffRemove: 'Remove from staff',
  staffConfirmEnd: 'End every back-office session of {email}? They will have to sign in again.',
  staffConfirmRemove:
    'Take the staff role from {email}? Their back-office sessions end and their authenticator key and recovery codes stop working; the account stays a customer account.',
};

export const staffAr: Record<keyof typeof staffEn, string> = {
  staffNav: 'الموظفون',
  staffTitle: 'الموظفون',
  staffHowToAdd:
    'لإضافة موظف، أو لإعطاء موظف مفتاح مصادقة جديدًا بعد فقدان هاتفه، شغّل هذا الأمر على الخادم؛ يطبع كلمة المرور والمفتاح ورموز الاسترداد مرة واحدة:',
  staffEmail: 'البريد الإلكتروني',
  staffRole: 'الدور',
  staffCodesLeft: 'رموز الاسترداد المتبقية',
  staffLastSignIn: 'آخر تسجيل دخول',
  staffSessions: 'الجلسات المفتوحة',
  staffNever: 'لم يسجّل بعد',
  staffYou: '(أنت)',
  staffEndSessions: 'إنهاء الجلسات',
  staffRemove: 'إزالة من الموظفين',
  staffConfirmEnd: 'إنهاء كل جلسات لوحة الإدارة لـ {email}؟ سيحتاج إلى تسجيل الدخول من جديد.',
  staffConfirmRemove:
    'سحب دور الموظف من {email}؟ تنتهي جلساته في لوحة الإدارة ويتوقف مفتاح المصادقة ورموز الاسترداد؛ ويبقى الحساب حساب عميل.',
};
