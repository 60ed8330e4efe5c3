import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { classNames } from '../../internal/class-names';
import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError, useFieldIds } from '../../internal/field';
import styles from './checkbox.module.css';

export type CheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps extends Omit<RadixCheckbox.CheckboxProps, 'children'> {
  label: ReactNode;
  /** Longer text under the label, read as the checkbox's description. */
  description?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Radix checkbox with its label. Radix renders a button with role="checkbox" (and a hidden
 * input inside a form), so with react-hook-form use a Controller: `checked={field.value}`,
 * `onCheckedChange={field.onChange}`, `ref={field.ref}`.
 */
export function Checkbox({ label, description, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  const descriptionId = `${ids.controlId}-description`;
  return (
    <div className={classNames(styles.field, className)} data-disabled={rest.disabled ? '' : undefined}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          {...rest}
          id={ids.controlId}
          className={styles.box}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy(description ? descriptionId : null, error ? ids.errorId : null, rest['aria-describedby'])}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {rest.checked === 'indeterminate' ? <path d="M3.5 8h9" /> : <path d="M3.5 8.5l3 3 6-7" />}
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <div className={styles.text}>
          <label htmlFor={ids.controlId} className={styles.label}>
            {label}
          </label>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
