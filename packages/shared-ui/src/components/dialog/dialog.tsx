import * as RadixDialog from '@radix-ui/react-dialog';
import { classNames } from '../../internal/class-names';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read when the dialog opens (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the × button ("Close" in the page's language by default). */
  closeLabel?: string;
  showCloseButton?: boolean;
  /** The element to focus on open; by default the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question that interrupts the user; it does not close on an outside click. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the × close it, focus goes
 * back to where it was, and the page behind is inert. Always controlled.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  showCloseButton = true,
  initialFocusRef,
  role = 'dialog',
  className,
}: DialogProps) {
  // Radix gives focus back only to its own Trigger; a controlled dialog has none, so remember
  // what had focus when it opened.
  const openerRef = useRef<HTMLElement | null>(null);
  const intl = useIntl();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          role={role}
          className={classNames(styles.content, styles[size], className)}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
          onPointerDownOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          </div>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          {/* Last in the markup so opening focuses the content, first on screen (top right). */}
          {showCloseButton && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? intl.formatMessage({ id: 'shared-ui.dialog.close', defaultMessage: 'Close' })}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
