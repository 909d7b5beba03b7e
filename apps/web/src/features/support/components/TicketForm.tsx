// The new-ticket form of /contact-us (spec §5 Ticket form): checked in the spec's order with the
// shared rule (bot challenge first: 'Captcha Failed'), each message shown 3 s; e-mail prefilled
// for signed-in customers; the order field for reason 2; images. After sending, the form resets
// and the ticket list reloads (spec §4 Ticket).
import { ORDER_REASON_ID, TIMINGS } from '@store/shared/constants';
import { supportMessage } from '@store/shared/support/messages';
import { firstTicketFormProblem, reasonIdOf, TICKET_LIMITS } from '@store/shared/support/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { BotChallenge } from '../../../components/ui/BotChallenge.tsx';
import { useBotChallenge } from '../../../components/ui/useBotChallenge.ts';
import { showApiError, showErrors, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/ssr.ts';
import { useCreateTicket, useMyOrders, useReasons, type OrderChoice } from '../api.ts';
import { useAttachments } from '../hooks/useAttachments.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { OrderField } from './OrderField.tsx';

interface Values {
  name: string;
  email: string;
  subject: string;
  reason_id: string;
  order_id: string;
  message: string;
}

export function TicketForm() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const presetOrder = params.get('order')?.trim() ?? '';
  const blank = (): Values => ({
    name: '',
    email: user?.email ?? '',
    subject: '',
    reason_id: presetOrder ? String(ORDER_REASON_ID) : '',
    order_id: presetOrder,
    message: '',
  });
  const [values, setValues] = useState<Values>(blank);
  const challenge = useBotChallenge();
  const hydrated = useHydrated();
  const attachments = useAttachments();
  const reasons = useReasons();
  const needsOrder = reasonIdOf(values.reason_id) === ORDER_REASON_ID;
  const orders = useMyOrders(user !== null && needsOrder);
  const create = useCreateTicket();
  const ids = { name: useId(), email: useId(), subject: useId(), reason: useId(), message: useId() };

  // the saved e-mail arrives with the profile after start-up (spec §5 rule 3)
  useEffect(() => {
    if (user?.email) setValues((v) => (v.email ? v : { ...v, email: user.email }));
  }, [user?.email]);

  // ?order= names an order id or number: select the matching order once the list is known
  // a customer with orders picks one; without any (or while the call fails) the number is typed
  const orderChoices: OrderChoice[] | null = user && orders.isSuccess && orders.data.length > 0 ? orders.data : null;
  const ordersLoading = user !== null && needsOrder && orders.isPending;
  useEffect(() => {
    if (!presetOrder || !orderChoices) return;
    const match = orderChoices.find((o) => String(o.id) === presetOrder || o.name === presetOrder);
    if (match) setValues((v) => (v.order_id === presetOrder ? { ...v, order_id: match.name } : v));
  }, [orderChoices, presetOrder]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const lang = i18n.language === 'ar' ? 'ar' : 'en';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = challenge.take(supportMessage(lang, 'captchaFailed'));
    const problem = firstTicketFormProblem({ ...values, challenge: payload });
    if (problem) {
      showErrors([supportMessage(lang, problem.key, problem.params)], TIMINGS.formValidation);
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, key === 'order_id' && !needsOrder ? '' : value.trim());
    form.append('g_recaptcha_response', payload ?? '');
    for (const a of attachments.items) form.append('images[]', a.file, a.file.name);
    try {
      const answer = await withLoader(create.mutateAsync(form));
      showSuccess(answer.message, TIMINGS.formValidation);
      setValues({ ...blank(), reason_id: '', order_id: '' });
      attachments.clear();
    } catch (err) {
      showApiError(err);
    } finally {
      // a challenge answer is single-use
      challenge.reset();
    }
  }

  return (
    <form className="sup-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title" className="sup-section-title">
        {t('support.form.title')}
      </h2>
      <div className="sup-form__row">
        <div className="sup-field">
          <label htmlFor={ids.name}>{t('support.form.name')}</label>
          <input
            id={ids.name}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            autoComplete="name"
            maxLength={TICKET_LIMITS.name}
          />
        </div>
        <div className="sup-field">
          <label htmlFor={ids.email}>{t('support.form.email')}</label>
          <input
            id={ids.email}
            type="email"
            dir="ltr"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            autoComplete="email"
            maxLength={TICKET_LIMITS.email}
          />
        </div>
      </div>
      <div className="sup-field">
        <label htmlFor={ids.subject}>{t('support.form.subject')}</label>
        <input
          id={ids.subject}
          value={values.subject}
          onChange={(e) => set('subject')(e.target.value)}
          maxLength={TICKET_LIMITS.subject}
        />
      </div>
      <div className="sup-field">
        <label htmlFor={ids.reason}>{t('support.form.reason')}</label>
        <select id={ids.reason} value={values.reason_id} onChange={(e) => set('reason_id')(e.target.value)}>
          <option value="">{t('support.form.chooseReason')}</option>
          {reasons.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      {needsOrder && (
        <OrderField value={values.order_id} onChange={set('order_id')} orders={orderChoices} loading={ordersLoading} />
      )}
      <div className="sup-field">
        <label htmlFor={ids.message}>{t('support.form.message')}</label>
        <textarea
          id={ids.message}
          rows={5}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          maxLength={TICKET_LIMITS.message}
        />
      </div>
      <AttachmentPicker attachments={attachments} label={t('support.attach.button')} />
      <BotChallenge {...challenge.widgetProps} />
      {/* the server draws the form (/contact-us); until the script runs, Send would only reload the
          page and lose what was typed: it waits, and without JavaScript it says why */}
      <noscript>
        <p className="sup-form__noscript">{t('common.needsJavaScript')}</p>
      </noscript>
      <button type="submit" className="btn btn-primary sup-form__submit" disabled={create.isPending || !hydrated}>
        {t('support.form.send')}
      </button>
    </form>
  );
}
