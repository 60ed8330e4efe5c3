import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';
import styles from './form-dialog.module.css';

export interface FormDialogProps extends Pick<DialogProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'role' | 'showCloseButton'> {
  /** `sm` by default. */
  size?: DialogProps['size'];
  /** The form's accessible name: give it whenever there are fields. */
  formLabel?: string;
  /**
   * Runs when the form is submitted (the page does not reload). While the promise it returns
   * runs, the dialog is pending: Submit shows loading and ignores presses, Cancel is disabled,
   * and Escape, × and an outside click do nothing. Close the dialog yourself on success.
   */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /**
   * Turns a rejection of `onSubmit` into the message of the error area (`null`: nothing to show,
   * e.g. every error went onto its field). Without it, the rejection goes to `reportError`.
   */
  onError?: (error: unknown) => ReactNode;
  /** A message of your own for the error area (a check made before sending); shown before a caught one. */
  error?: ReactNode;
  /** The error area's title, e.g. what did not happen. */
  errorTitle?: ReactNode;
  submitLabel: ReactNode;
  /** Submit's label while pending; `submitLabel` by default. */
  pendingLabel?: ReactNode;
  /** `danger` for a destructive action. */
  submitVariant?: 'primary' | 'danger';
  /** `false` leaves out the form and Submit, e.g. while there is nothing that could be sent. */
  canSubmit?: boolean;
  cancelLabel?: ReactNode;
  /** What Cancel does; closing the dialog by default. */
  onCancel?: () => void;
  /** Pending for work started outside `onSubmit` too. */
  pending?: boolean;
  /**
   * What has the focus when the dialog opens: the first field (or button) by default, `cancel`
   * where going back is the safe choice, `submit` for a confirmation.
   */
  initialFocus?: 'first' | 'cancel' | 'submit';
  /** Shown above the error area and the form, outside the form: what the action does, a quote being loaded. */
  intro?: ReactNode;
  /** The form's fields. Without any, the dialog is a confirmation: no form, Submit runs `onSubmit`. */
  children?: ReactNode;
}

/**
 * A dialog holding one form: title, fields, an error area (role="alert") for what the server
 * refused, and a footer with Cancel and Submit. It keeps the pending state itself from the
 * promise `onSubmit` returns, and can't be dismissed while it runs.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  role,
  showCloseButton,
  size = 'sm',
  formLabel,
  onSubmit,
  onError,
  error,
  errorTitle,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  canSubmit = true,
  cancelLabel = <FormattedMessage id="shared-ui.dialog.cancel" defaultMessage="Cancel" />,
  onCancel,
  pending: pendingOutside = false,
  initialFocus = 'first',
  intro,
  children,
}: FormDialogProps) {
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [caught, setCaught] = useState<ReactNode>(null);
  // A dialog kept mounted between openings starts each one without the last one's error.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setCaught(null);
  }
  const pending = submitting || pendingOutside;
  const shownError = error ?? caught;
  const hasForm = canSubmit && children != null && children !== false;

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending) return;
    setCaught(null);
    setSubmitting(true);
    try {
      await onSubmit(event);
    } catch (failure) {
      if (onError) setCaught(onError(failure));
      else reportError(failure);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      role={role}
      size={size}
      title={title}
      description={description}
      showCloseButton={showCloseButton}
      initialFocusRef={{ first: undefined, cancel: cancelRef, submit: submitRef }[initialFocus]}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={onCancel ?? (() => onOpenChange(false))}>
            {cancelLabel}
          </Button>
          {canSubmit && (
            <Button
              ref={submitRef}
              type={hasForm ? 'submit' : 'button'}
              form={hasForm ? formId : undefined}
              onClick={hasForm ? undefined : () => void submit()}
              variant={submitVariant}
              loading={pending}
            >
              {pending && pendingLabel ? pendingLabel : submitLabel}
            </Button>
          )}
        </>
      }
    >
      {(intro || shownError || hasForm) && (
        <div className={styles.body}>
          {intro}
          {shownError && (
            <Alert tone="danger" title={errorTitle}>
              {shownError}
            </Alert>
          )}
          {hasForm && (
            <form id={formId} className={styles.body} onSubmit={(event) => void submit(event)} noValidate aria-label={formLabel}>
              {children}
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
