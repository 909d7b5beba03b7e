// Images of a product, a card or a content item: uploaded one by one to POST /api/admin/images
// (the server sniffs, re-encodes to webp and stores them), shown as thumbnails; the first is the
// main image. The chosen keys travel with the form in a hidden field (JSON).
import { useState } from 'react';
import { api, ApiError } from '../api.ts';
import { useI18n } from '../i18n.ts';

export interface Img {
  key: string;
  url: string;
}

export function ImageField(props: {
  kind: 'product' | 'card' | 'category' | 'slider' | 'ad' | 'post';
  value: Img[];
  onChange: (images: Img[]) => void;
  max?: number;
  label?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = props.max ?? 12;

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const added: Img[] = [];
    try {
      for (const file of Array.from(files).slice(0, max - props.value.length)) {
        const r = await api<Img>('POST', `/images?kind=${props.kind}`, file, file.type || 'application/octet-stream');
        added.push({ key: r.data.key, url: r.data.url });
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
      if (added.length) props.onChange(max === 1 ? added.slice(-1) : [...props.value, ...added]);
    }
  };

  return (
    <fieldset className="images" data-testid={props.testId}>
      <legend>{props.label ?? t('images')}</legend>
      <ul className="thumbs">
        {props.value.map((img, i) => (
          <li key={img.key}>
            <img src={img.url} alt="" width={96} height={96} loading="lazy" />
            {i === 0 && max > 1 && <span className="badge ok">{t('mainImage')}</span>}
            <div className="thumb-actions">
              {i > 0 && (
                <button
                  type="button"
                  className="link"
                  onClick={() => props.onChange([img, ...props.value.filter((x) => x !== img)])}
                >
                  {t('makeMain')}
                </button>
              )}
              <button type="button" className="link" onClick={() => props.onChange(props.value.filter((x) => x !== img))}>
                {t('remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {props.value.length < max && (
        <label className="upload">
          {busy ? t('uploading') : t('addImage')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple={max > 1}
            disabled={busy}
            onChange={(e) => {
              void upload(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </label>
      )}
      <p className="muted small">{t('imagesHint')}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
