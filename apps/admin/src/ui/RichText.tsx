// A rich-text field: the Tiptap editor, loaded on first need (its ~100 KB gz chunk is never part
// of the back-office's first load). Until it arrives, and if it cannot load, a plain textarea of
// the same HTML. The server sanitises whatever is sent (lib/html.ts).
import { lazy, Suspense } from 'react';
import { useI18n } from '../i18n.ts';
import type { RichTextProps } from './rich-text-props.ts';

export type { RichTextProps } from './rich-text-props.ts';

const Editor = lazy(() => import('./RichTextEditor.tsx'));

export function RichText(props: RichTextProps) {
  const { t } = useI18n();
  return (
    <div className="rich">
      <span className="rich-label">{props.label}</span>
      <Suspense
        fallback={
          <textarea
            aria-label={props.label}
            value={props.value}
            dir={props.dir}
            rows={6}
            placeholder={t('editorLoading')}
            onChange={(e) => props.onChange(e.target.value)}
          />
        }
      >
        <Editor {...props} />
      </Suspense>
    </div>
  );
}
