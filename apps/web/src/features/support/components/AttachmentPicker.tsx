// The image attachment control of the ticket form and the reply box: a file button (png, jpg,
// jpeg; several at once) and the chosen images as removable thumbnails.
import { IMAGE_UPLOAD_MAX_FILES } from '@store/shared/constants';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { useAttachments } from '../hooks/useAttachments.ts';

type Attachments = ReturnType<typeof useAttachments>;

export function AttachmentPicker({ attachments, label }: { attachments: Attachments; label: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="sup-attach">
      <label className="btn btn-outline sup-attach__button" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        multiple
        onChange={(e) => {
          attachments.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <span className="sup-attach__hint">{t('support.attach.hint', { max: IMAGE_UPLOAD_MAX_FILES })}</span>
      {attachments.items.length > 0 && (
        <ul className="sup-attach__list">
          {attachments.items.map((a) => (
            <li key={a.id} className="sup-attach__item">
              <img src={a.preview} alt="" />
              <span className="sup-attach__name" title={a.file.name}>
                {a.file.name}
              </span>
              <button
                type="button"
                className="sup-attach__remove"
                onClick={() => attachments.remove(a.id)}
                aria-label={t('support.attach.remove', { name: a.file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
