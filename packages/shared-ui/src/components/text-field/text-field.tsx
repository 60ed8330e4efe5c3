import type { InputHTMLAttributes, Ref } from 'react';
import { controlA11y, FieldFrame, fieldStyles, useFieldIds, type FieldProps } from '../../internal/field';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date' | 'time' | 'datetime-local';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: TextFieldType;
  /** Class for the wrapper (label, hint, control and error). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with its label, hint and error. Spreads native input props and takes
 * `ref`, so `{...register('email')}` from react-hook-form works as is.
 */
export function TextField({ label, hint, error, id, className, type = 'text', required, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        type={type}
        required={required}
        {...rest}
        {...controlA11y(ids, { hint, error }, rest)}
        className={fieldStyles.control}
      />
    </FieldFrame>
  );
}
