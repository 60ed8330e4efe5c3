import { classNames } from '../../internal/class-names';
import { useId } from 'react';
import styles from './strength-meter.module.css';

export type StrengthTone = 'danger' | 'warning' | 'success';

export interface StrengthMeterProps {
  /** What is measured, shown before the value ("Password strength"). */
  label: string;
  /** Filled segments, 0 to `max`. */
  value: number;
  max: number;
  /** The value in words ("Weak"): shown, announced politely when it changes, and the meter's aria-valuetext. */
  valueText: string;
  /** Colour of the filled segments; the words carry the meaning too. */
  tone: StrengthTone;
  /** Advice shown under the meter (e.g. why the value is low and how to raise it). */
  hints?: readonly string[];
  /** For the control it describes: pass it to that control's `aria-describedby`. */
  id?: string;
  className?: string;
}

/**
 * A segmented meter with its value in words and optional advice. Presentational only: the
 * caller measures. Rendered as ARIA `meter` (min 0, max `max`), labelled by its visible label.
 */
export function StrengthMeter({ label, value, max, valueText, tone, hints = [], id, className }: StrengthMeterProps) {
  const labelId = useId();
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <div id={id} className={classNames(styles.strengthMeter, className)}>
      <p className={styles.summary}>
        <span id={labelId}>{label}</span>: <strong aria-live="polite">{valueText}</strong>
      </p>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={filled}
        aria-valuetext={valueText}
        className={styles.segments}
      >
        {Array.from({ length: max }, (_, index) => (
          <span key={index} className={classNames(styles.segment, index < filled && styles[tone])} />
        ))}
      </div>
      {hints.length > 0 && (
        <ul className={styles.hints}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
