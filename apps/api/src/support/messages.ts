// Answers of the support calls in English and Arabic. The form and reply rules themselves
// (spec §5: 'Name is required!', the image messages…) come from @store/shared's supportMessage.
import { supportMessage, type SupportMessageKey } from '@store/shared';
import { defineMessages, type Lang } from '../http/messages.ts';

export const ticketMessages = defineMessages({
  en: {
    created: 'Your ticket has been sent. We will get back to you soon.',
    replied: 'Your reply has been sent.',
    closed: 'The ticket has been marked as resolved.',
    notFound: 'This ticket was not found.',
    alreadyResolved: 'This ticket is resolved. Please open a new ticket to write to us again.',
    reasonUnknown: 'Please select a reason!',
    orderNotYours: 'This order is not one of your orders.',
    tooManyFields: 'The form has too many fields.',
    fieldTooLong: 'The field "{field}" is too long.',
    unexpectedFile: 'Files can only be sent as images.',
    badForm: 'The form could not be read. Please try again.',
    requestTooLarge: 'The request is too large: at most 3 images of 5MB each.',
    notifySubject: 'Support replied to your ticket: {subject}',
    notifyBody: 'Hello {name},\n\nOur support team replied to your ticket "{subject}":\n\n{message}\n\n{link}Gamers Souq',
    notifyLink: 'Read and answer it here: {url}\n\n',
  },
  ar: {
    created: 'تم إرسال طلب الدعم. سنتواصل معك قريبًا.',
    replied: 'تم إرسال ردك.',
    closed: 'تم وضع علامة "تم الحل" على الطلب.',
    notFound: 'طلب الدعم غير موجود.',
    alreadyResolved: 'تم حل هذا الطلب. يرجى فتح طلب جديد لمراسلتنا مرة أخرى.',
    reasonUnknown: 'يرجى اختيار السبب!',
    orderNotYours: 'هذا الطلب ليس من طلباتك.',
    tooManyFields: 'النموذج يحتوي على حقول كثيرة جدًا.',
    fieldTooLong: 'الحقل "{field}" طويل جدًا.',
    unexpectedFile: 'يمكن إرسال الملفات كصور فقط.',
    badForm: 'تعذرت قراءة النموذج. يرجى المحاولة مرة أخرى.',
    requestTooLarge: 'الطلب كبير جدًا: 3 صور كحد أقصى بحجم 5 ميجابايت لكل صورة.',
    notifySubject: 'رد فريق الدعم على طلبك: {subject}',
    notifyBody: 'مرحبًا {name}،\n\nرد فريق الدعم على طلبك "{subject}":\n\n{message}\n\n{link}جيمرز سوق',
    notifyLink: 'اقرأ الرد وأجب عليه هنا: {url}\n\n',
  },
});

/** A rule of spec §5 in the request's language (shared texts). */
export const ruleMessage = (lang: Lang, key: SupportMessageKey, params?: Record<string, string | number>) =>
  supportMessage(lang, key, params);
