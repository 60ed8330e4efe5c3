import { classNames } from '../../internal/class-names';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { FieldHint } from '../../internal/field';
import styles from './form-layout.module.css';

export interface FormLayoutProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/** Stacks fields vertically with the standard spacing; put it inside your `<form>`. */
export function FormLayout({ className, ...rest }: FormLayoutProps) {
  return <div className={classNames(styles.layout, className)} {...rest} />;
}

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the buttons sit on wide screens. Put the main action first in the markup. */
  align?: 'start' | 'end';
  children: ReactNode;
}

/** A row of form buttons that wraps onto several lines on narrow screens. */
export function FormActions({ align = 'start', className, ...rest }: FormActionsProps) {
  return <div className={classNames(styles.actions, align === 'end' && styles.end, className)} {...rest} />;
}

export interface FieldsetProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'title'> {
  legend: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** Groups related fields under a legend, e.g. the parts of an address. */
export function Fieldset({ legend, hint, className, children, ...rest }: FieldsetProps) {
  const hintId = useId();
  return (
    <fieldset className={classNames(styles.fieldset, className)} aria-describedby={hint ? hintId : undefined} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.layout}>{children}</div>
    </fieldset>
  );
}
