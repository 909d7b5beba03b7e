// Modal dialog built on Radix Dialog (focus trap, Escape, scroll lock, labelled title).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** hide the × button (when the dialog's own buttons are the only ways out) */
  hideClose?: boolean;
  className?: string;
}

export function Modal({ open, onOpenChange, title, description, children, hideClose, className }: ModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className={`modal ${className ?? ''}`} dir={i18n.dir(i18n.language)}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          {!hideClose && (
            <Dialog.Close className="modal-close" aria-label={t('common.close')}>
              ×
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
