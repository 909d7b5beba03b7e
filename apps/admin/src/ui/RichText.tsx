// A rich-text field: the Tiptap editor, loaded on first need (its ~100 KB gz chunk is never part
// of the back-office's first load). Until it arrives, and if it cannot load, a plain textarea of
// the same HTML. The server sanitises whatever is sent (lib/html.ts). An editor that fails (its
// chunk does not load, or it throws) falls back to the textarea here, never taking the rest of the
// form (and what the staff member typed in it) down with it.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useI18n } from '../i18n.ts';
import type { RichTextProps } from './rich-text-props.ts';

export type { RichTextProps } from './rich-text-props.ts';

const Editor = lazy(() => import('./RichTextEditor.tsx'));

/** Shows `fallback` instead of children that threw while rendering or in an effect. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('rich-text editor failed; showing the plain field', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RichText(props: RichTextProps) {
  const { t } = useI18n();
  const plain = (placeholder?: string) => (
    <textarea
      aria-label={props.label}
      value={props.value}
      dir={props.dir}
      rows={6}
      placeholder={placeholder}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
  return (
    <div className="rich">
      <span className="rich-label">{props.label}</span>
      <Fallback fallback={plain()}>
        <Suspense fallback={plain(t('editorLoading'))}>
          <Editor {...props} />
        </Suspense>
      </Fallback>
    </div>
  );
}
