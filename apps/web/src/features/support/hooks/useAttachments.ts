// The images chosen for one message (spec §5 attachments): each picked file is checked in the
// browser (duplicate, type, size, at most 3) with the shared rule, and refused ones are announced
// in the message area. Previews use object URLs, released when a file leaves the list.
import { attachmentProblem } from '@store/shared/support/rules';
import { supportMessage } from '@store/shared/support/messages';
import { TIMINGS } from '@store/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showErrors } from '../../../lib/feedback.tsx';

export interface Attachment {
  id: number;
  file: File;
  preview: string;
}

let nextId = 1;

export function useAttachments() {
  const { i18n } = useTranslation();
  const [items, setItems] = useState<Attachment[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const add = useCallback(
    (files: Iterable<File>) => {
      const lang = i18n.language === 'ar' ? 'ar' : 'en';
      const next = [...itemsRef.current];
      const problems: string[] = [];
      for (const file of files) {
        const problem = attachmentProblem(
          next.map((a) => ({ name: a.file.name, size: a.file.size })),
          { name: file.name, size: file.size, type: file.type },
        );
        if (problem) problems.push(supportMessage(lang, problem.key, problem.params));
        else next.push({ id: nextId++, file, preview: URL.createObjectURL(file) });
      }
      if (problems.length) showErrors(problems, TIMINGS.formValidation);
      setItems(next);
    },
    [i18n.language],
  );

  const remove = useCallback((id: number) => {
    setItems((list) => {
      const gone = list.find((a) => a.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    itemsRef.current.forEach((a) => URL.revokeObjectURL(a.preview));
    setItems([]);
  }, []);

  useEffect(() => () => itemsRef.current.forEach((a) => URL.revokeObjectURL(a.preview)), []);

  return { items, add, remove, clear };
}
