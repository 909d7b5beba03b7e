// E-mail and SMS texts of the accounts feature, in the reader's language, ready for the
// notifications module. Placeholder phones (Google accounts without a phone) get no SMS.
import type { Lang } from '../http/messages.ts';
import type { OutgoingMessage } from '../integrations/notifications/index.ts';
import { CODE_TTL_MINUTES } from './codes-rules.ts';
import { hasRealPhone } from './presenter.ts';

/** The store's name in the messages it sends. */
export const STORE = { en: 'Gamers Souq', ar: 'جيمرز سوق' } as const;

interface Recipient {
  email: string;
  phone: string;
}

function both(to: Recipient, subject: string, emailBody: string, smsBody: string): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [{ channel: 'email', to: to.email, subject, body: emailBody }];
  if (hasRealPhone(to.phone)) messages.push({ channel: 'sms', to: to.phone, subject, body: smsBody });
  return messages;
}

export function activationCodeMessages(lang: Lang, to: Recipient, code: string): OutgoingMessage[] {
  const m = CODE_TTL_MINUTES;
  return lang === 'ar'
    ? both(
        to,
        `كود تفعيل حسابك في ${STORE.ar}`,
        `مرحبًا،\n\nكود تفعيل حسابك في ${STORE.ar} هو: ${code}\nالكود صالح لمدة ${m} دقائق ويُستخدم مرة واحدة.\n\nإذا لم تقم بإنشاء حساب، تجاهل هذه الرسالة.`,
        `${STORE.ar}: كود التفعيل ${code} (صالح ${m} دقائق)`,
      )
    : both(
        to,
        `Your ${STORE.en} activation code`,
        `Hello,\n\nYour ${STORE.en} activation code is: ${code}\nIt works once and expires in ${m} minutes.\n\nIf you did not create an account, ignore this message.`,
        `${STORE.en}: your activation code is ${code} (valid ${m} minutes)`,
      );
}

export function resetCodeMessages(lang: Lang, to: Recipient, code: string): OutgoingMessage[] {
  const m = CODE_TTL_MINUTES;
  return lang === 'ar'
    ? both(
        to,
        `إعادة تعيين كلمة المرور في ${STORE.ar}`,
        `مرحبًا،\n\nكود إعادة تعيين كلمة المرور هو: ${code}\nالكود صالح لمدة ${m} دقائق ويُستخدم مرة واحدة.\n\nإذا لم تطلب إعادة تعيين كلمة المرور، تجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.`,
        `${STORE.ar}: كود إعادة تعيين كلمة المرور ${code} (صالح ${m} دقائق)`,
      )
    : both(
        to,
        `Reset your ${STORE.en} password`,
        `Hello,\n\nYour password reset code is: ${code}\nIt works once and expires in ${m} minutes.\n\nIf you did not ask to reset your password, ignore this message; your password stays the same.`,
        `${STORE.en}: your password reset code is ${code} (valid ${m} minutes)`,
      );
}

/** Sent to the OLD address when an active account's e-mail or phone changes. */
export function contactChangedMessage(
  lang: Lang,
  channel: 'email' | 'sms',
  oldAddress: string,
  newAddress: string,
): OutgoingMessage {
  const subject =
    lang === 'ar' ? `تم تغيير بيانات الاتصال بحسابك في ${STORE.ar}` : `Your ${STORE.en} contact details were changed`;
  const what =
    channel === 'email'
      ? lang === 'ar'
        ? 'البريد الإلكتروني'
        : 'e-mail address'
      : lang === 'ar'
        ? 'رقم الهاتف'
        : 'phone number';
  const body =
    lang === 'ar'
      ? `تم تغيير ${what} الخاص بحسابك في ${STORE.ar} إلى ${newAddress}. إذا لم تقم بذلك، تواصل مع الدعم فورًا.`
      : `The ${what} of your ${STORE.en} account was changed to ${newAddress}. If you did not do this, contact support at once.`;
  return { channel, to: oldAddress, subject, body };
}

export function passwordChangedMessage(lang: Lang, email: string): OutgoingMessage {
  return lang === 'ar'
    ? {
        channel: 'email',
        to: email,
        subject: `تم تغيير كلمة المرور في ${STORE.ar}`,
        body: `تم تغيير كلمة مرور حسابك في ${STORE.ar} وتم تسجيل الخروج من الأجهزة الأخرى. إذا لم تقم بذلك، أعد تعيين كلمة المرور وتواصل مع الدعم.`,
      }
    : {
        channel: 'email',
        to: email,
        subject: `Your ${STORE.en} password was changed`,
        body: `The password of your ${STORE.en} account was changed and your other devices were signed out. If you did not do this, reset your password and contact support.`,
      };
}
