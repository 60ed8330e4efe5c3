import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from './form-dialog';

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

/** Asks the user to confirm an action (role="alertdialog"): a `FormDialog` without fields. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, cancelLabel, tone = 'primary', onConfirm }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={message}
      showCloseButton={false}
      initialFocus={tone === 'danger' ? 'cancel' : 'submit'}
      cancelLabel={cancelLabel ?? intl.formatMessage({ id: 'shared-ui.dialog.cancel', defaultMessage: 'Cancel' })}
      submitLabel={confirmLabel ?? intl.formatMessage({ id: 'shared-ui.dialog.confirm', defaultMessage: 'Confirm' })}
      submitVariant={tone}
      onSubmit={async () => {
        await onConfirm();
        onOpenChange(false);
      }}
    />
  );
}
