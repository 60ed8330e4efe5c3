import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { classNames } from '../../internal/class-names';
import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint, useFieldIds } from '../../internal/field';
import styles from './radio-group.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<RadixRadioGroup.RadioGroupProps, 'children' | 'dir'> {
  /** Visible group label; names the radiogroup. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly RadioOption[];
  ref?: Ref<HTMLDivElement>;
}

/**
 * A Radix radio group: one tab stop, arrow keys move and select. Controlled (`value` +
 * `onValueChange`) or not (`defaultValue`); with react-hook-form use a Controller.
 */
export function RadioGroup({ label, hint, error, options, id, className, orientation = 'vertical', ...rest }: RadioGroupProps) {
  const ids = useFieldIds(id);
  const labelId = `${ids.controlId}-label`;
  return (
    <div className={classNames(styles.field, className)}>
      <div id={labelId} className={styles.label}>
        {label}
        {rest.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <RadixRadioGroup.Root
        {...rest}
        id={ids.controlId}
        orientation={orientation}
        aria-labelledby={labelId}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(hint ? ids.hintId : null, error ? ids.errorId : null, rest['aria-describedby'])}
        className={classNames(styles.options, orientation === 'horizontal' && styles.horizontal)}
      >
        {options.map((option, index) => {
          // Values may hold spaces, which ids may not.
          const itemId = `${ids.controlId}-option-${index}`;
          return (
            <div
              key={option.value}
              className={styles.option}
              data-disabled={option.disabled || rest.disabled ? '' : undefined}
            >
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? `${itemId}-description` : undefined}
                className={styles.radio}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <div className={styles.text}>
                <label htmlFor={itemId} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${itemId}-description`} className={styles.description}>
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
