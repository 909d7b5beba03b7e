// Messages of staff invitations (staff-invitations.ts, staff-routes.ts, invite-routes.ts), en and ar;
// the invitation body schemas carry 'adminStaff.<key>' (packages/shared contract/admin-staff.ts).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/shared/auth/password';
import { defineFeatureMessages } from '../http/validation.ts';

export const staffMessages = defineFeatureMessages('adminStaff', {
  en: {
    invited: 'An invitation was e-mailed to {email}. Its link works once, for {hours} hours.',
    inviteWithdrawn: 'The invitation to {email} was withdrawn: its link no longer works.',
    inviteNotOpen: 'This invitation was already accepted, withdrawn or has expired.',
    inviteAlreadyStaff: 'This account is already staff.',
    inviteBanned: 'This account is banned, so it could not sign in: lift the ban on the customer’s page first.',
    inviteInvalid:
      'This invitation link does not work any more: it was used, withdrawn or has expired. Ask an admin for a new one.',
    invitePasswordWrong: 'That is not this account’s password. Type the password you sign in to the store with.',
    invitePasswordShort: `Choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    invitePhoneNeeded: 'Enter your mobile number (e.g. 01012345678).',
    invitePhoneTaken: 'Another account has this mobile number. Enter your own, or ask the admin to invite that account’s e-mail.',
    inviteAccepted:
      'Welcome to the back-office. Add the key to your authenticator app and keep the recovery codes now: they are shown once.',
  },
  ar: {
    invited: 'أُرسلت دعوة إلى {email}. يعمل رابطها مرة واحدة لمدة {hours} ساعة.',
    inviteWithdrawn: 'سُحبت الدعوة الموجهة إلى {email}: لم يعد رابطها يعمل.',
    inviteNotOpen: 'هذه الدعوة قُبلت أو سُحبت أو انتهت صلاحيتها.',
    inviteAlreadyStaff: 'هذا الحساب من الموظفين بالفعل.',
    inviteBanned: 'هذا الحساب محظور فلن يتمكن من تسجيل الدخول: ارفع الحظر من صفحة العميل أولاً.',
    inviteInvalid: 'رابط الدعوة هذا لم يعد يعمل: استُخدم أو سُحب أو انتهت صلاحيته. اطلب دعوة جديدة من أحد المديرين.',
    invitePasswordWrong: 'هذه ليست كلمة مرور هذا الحساب. اكتب كلمة المرور التي تسجل بها الدخول إلى المتجر.',
    invitePasswordShort: `اختر كلمة مرور من ${PASSWORD_MIN_LENGTH} إلى ${PASSWORD_MAX_LENGTH} حرفاً.`,
    invitePhoneNeeded: 'أدخل رقم هاتفك المحمول (مثل 01012345678).',
    invitePhoneTaken: 'يوجد حساب آخر بهذا الرقم. أدخل رقمك، أو اطلب من المدير دعوة البريد الإلكتروني لذلك الحساب.',
    inviteAccepted: 'مرحباً بك في لوحة الإدارة. أضف المفتاح إلى تطبيق المصادقة واحتفظ برموز الاسترداد الآن: تُعرض مرة واحدة فقط.',
  },
});
