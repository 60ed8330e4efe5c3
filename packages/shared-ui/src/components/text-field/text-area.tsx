import { classNames } from '../../internal/class-names';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlA11y, FieldFrame, fieldStyles, useFieldIds, type FieldProps } from '../../internal/field';
import styles from './text-field.module.css';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Class for the wrapper (label, hint, control and error). */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its label, hint and error; works with `register()` like TextField. */
export function TextArea({ label, hint, error, id, className, required, rows = 4, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        rows={rows}
        required={required}
        {...rest}
        {...controlA11y(ids, { hint, error }, rest)}
        className={classNames(fieldStyles.control, styles.textArea)}
      />
    </FieldFrame>
  );
}
