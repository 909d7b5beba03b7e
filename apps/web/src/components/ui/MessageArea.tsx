// The message area of spec §2/§8: red boxes for errors (each ~3.5 s) and green ones for
// success, stacked at the top of the viewport. Errors are announced assertively (role=alert).
import { useTranslation } from '../../lib/i18n/react.tsx';
import { dismissMessage, useFeedbackMessages } from '../../lib/feedback.tsx';
import './feedback.css';

export function MessageArea() {
  const { t } = useTranslation();
  const messages = useFeedbackMessages();
  return (
    <div className="message-area" aria-live="polite">
      {messages.map((m) => (
        <div key={m.id} className={`message message-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          <span className="message-text">{m.text}</span>
          <button type="button" className="message-close" onClick={() => dismissMessage(m.id)} aria-label={t('common.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
