import { Slot } from '@radix-ui/react-slot';
import { classNames } from '../../internal/class-names';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, keeps the width, and ignores clicks while an action runs. The button stays
   * focusable (`aria-disabled="true"` and `aria-busy="true"`, not native `disabled`), so a
   * keyboard user who pressed it keeps their place instead of being dropped on `<body>`.
   * `disabled` still disables the button natively.
   */
  loading?: boolean;
  fullWidth?: boolean;
  /** Renders the child element (e.g. a router link) with button styling instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = classNames(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (asChild) {
    return (
      <Slot className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }
  // Native `disabled` would blur a focused button; while loading it only looks and acts disabled.
  const busy = loading && !disabled;
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={busy ? true : rest['aria-disabled']}
      onClick={
        busy
          ? (event: MouseEvent<HTMLButtonElement>) => {
              // Also stops a submit button from submitting its form again.
              event.preventDefault();
            }
          : onClick
      }
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span className={classNames(loading && styles.loadingLabel)}>{children}</span>
    </button>
  );
}
