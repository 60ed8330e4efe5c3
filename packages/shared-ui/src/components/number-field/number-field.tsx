import { classNames } from '../../internal/class-names';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlA11y, describedBy, FieldFrame, fieldStyles, useFieldIds, type FieldProps } from '../../internal/field';
import styles from './number-field.module.css';

export interface NumberFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** A unit shown after the input, e.g. "hours" or "m²"; also read as part of the description. */
  unit?: ReactNode;
  /** Class for the wrapper (label, hint, control and error). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native `<input type="number">`: the browser gives it arrow-key stepping, min/max/step and a
 * spinbutton role, which no custom stepper matches for assistive technology. With
 * react-hook-form use `register('qty', { valueAsNumber: true })`.
 */
export function NumberField({ label, hint, error, unit, id, className, required, ...rest }: NumberFieldProps) {
  const ids = useFieldIds(id);
  const unitId = `${ids.controlId}-unit`;
  const a11y = controlA11y(ids, { hint, error }, rest);
  const input = (
    <input
      type="number"
      required={required}
      {...rest}
      {...a11y}
      aria-describedby={unit ? describedBy(unitId, a11y['aria-describedby']) : a11y['aria-describedby']}
      className={classNames(fieldStyles.control, styles.input)}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      {unit ? (
        <div className={styles.withUnit}>
          {input}
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
