import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions: red button, and Cancel gets the initial focus. */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm. If it returns a promise the confirm button shows loading and the dialog
   * can't be dismissed until it settles; it closes on success and stays open on failure. A
   * rejection goes to `reportError` (the window's error handlers); show the message yourself.
   */
  onConfirm: () => void | Promise<unknown>;
}

/** Asks the user to confirm an action (role="alertdialog"). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      // Stay open so the user can retry or cancel; the page's global error handler reports it.
      reportError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      showCloseButton={false}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
