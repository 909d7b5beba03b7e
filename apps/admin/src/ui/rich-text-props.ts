// What a rich-text field takes: RichText.tsx (the field) and RichTextEditor.tsx (its lazy editor).
export interface RichTextProps {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl';
}
