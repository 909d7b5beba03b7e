// The message box of the conversation (spec §5 Ticket reply): a message or an image is needed
// ('Please enter a message or attach an image.'); images are checked when picked (duplicate,
// size, type, at most 3).
import { TIMINGS } from '@store/shared/constants';
import { supportMessage } from '@store/shared/support/messages';
import { firstReplyProblem, TICKET_LIMITS } from '@store/shared/support/rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError, showErrors, showSuccess, withLoader } from '../../../lib/feedback.tsx';
import { useTicketAction } from '../api.ts';
import { useAttachments } from '../hooks/useAttachments.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';

export function ReplyBox({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const attachments = useAttachments();
  const action = useTicketAction(uuid);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lang = i18n.language === 'ar' ? 'ar' : 'en';
    const problem = firstReplyProblem(message, attachments.items.length);
    if (problem) {
      showErrors([supportMessage(lang, problem.key, problem.params)], TIMINGS.formValidation);
      return;
    }
    const form = new FormData();
    form.append('message', message.trim());
    for (const a of attachments.items) form.append('images[]', a.file, a.file.name);
    try {
      const answer = await withLoader(action.mutateAsync({ kind: 'reply', form }));
      showSuccess(answer.message);
      setMessage('');
      attachments.clear();
    } catch (err) {
      showApiError(err);
    }
  }

  return (
    <form className="sup-card sup-replybox" onSubmit={(e) => void submit(e)} noValidate>
      <div className="sup-field">
        <label htmlFor={id}>{t('support.conversation.yourMessage')}</label>
        <textarea
          id={id}
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={TICKET_LIMITS.message}
        />
      </div>
      <div className="sup-replybox__actions">
        <AttachmentPicker attachments={attachments} label={t('support.attach.button')} />
        <button type="submit" className="btn btn-primary" disabled={action.isPending}>
          {t('support.conversation.send')}
        </button>
      </div>
    </form>
  );
}
