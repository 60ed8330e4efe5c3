import { classNames } from '../../internal/class-names';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlA11y, FieldFrame, fieldStyles, useFieldIds, type FieldProps } from '../../internal/field';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** First option with an empty value, e.g. "Choose a category"; a required select rejects it. */
  placeholder?: string;
  /** Class for the wrapper (label, hint, control and error). */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native `<select>`: the platform picker is the most usable one on phones and screen readers. */
export function SelectField({ label, hint, error, options, placeholder, id, className, required, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrapper}>
        <select required={required} {...rest} {...controlA11y(ids, { hint, error }, rest)} className={classNames(fieldStyles.control, styles.select)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}
