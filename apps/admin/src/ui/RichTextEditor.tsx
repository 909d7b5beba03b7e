// The Tiptap editor behind RichText (lazy chunk): StarterKit (paragraphs, headings 2–3, lists,
// quotes, bold, italic, links with http(s)/mailto/tel or store paths only), a small toolbar.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useI18n } from '../i18n.ts';
import type { RichTextProps } from './rich-text-props.ts';

export default function RichTextEditor(props: RichTextProps) {
  const { t } = useI18n();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(url),
        },
      }),
    ],
    content: props.value,
    editorProps: { attributes: { dir: props.dir, 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // a value loaded after the editor (an edit page) replaces its content once. React 19 disconnects
  // and reconnects a Suspense boundary's effects around the lazy chunk's arrival; useEditor then
  // destroys the instance this render saw and makes a new one (created from the latest value), so
  // a destroyed or not yet mounted editor is left alone: its getHTML() throws (schema is null).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (props.value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  if (!editor) return null;
  const b = (face: string, label: string, on: () => void, active = false) => (
    <button
      type="button"
      className={active ? 'on' : undefined}
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={on}
    >
      {face}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="editor">
      <div className="toolbar" role="toolbar" aria-label={props.label}>
        {b('B', t('bold'), () => chain().toggleBold().run(), editor.isActive('bold'))}
        {b('I', t('italic'), () => chain().toggleItalic().run(), editor.isActive('italic'))}
        {b('H2', t('heading'), () => chain().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
        {b('H3', t('heading'), () => chain().toggleHeading({ level: 3 }).run(), editor.isActive('heading', { level: 3 }))}
        {b('•', t('bulletList'), () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
        {b('1.', t('orderedList'), () => chain().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {b('❝', t('quote'), () => chain().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {b(
          t('link'),
          t('link'),
          () => {
            const href = window.prompt(t('linkPrompt'), editor.getAttributes('link').href as string | undefined);
            if (href === null) return;
            if (href === '') chain().unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          },
          editor.isActive('link'),
        )}
        {b('↶', t('undo'), () => chain().undo().run())}
        {b('↷', t('redo'), () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} className="editor-body" />
    </div>
  );
}
