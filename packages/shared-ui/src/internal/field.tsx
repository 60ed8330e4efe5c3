import { classNames } from './class-names';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './field.module.css';

/** What every form field takes on top of its native props. */
export interface FieldProps {
  /** Visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help shown under the label and read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** Error message; marks the control `aria-invalid` and is read with it. */
  error?: ReactNode;
}

export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins the ids a control is described by, keeping any the caller passed. */
export function describedBy(...ids: Array<string | null | undefined>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface OwnA11yProps {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The id and ARIA props a control needs to be read with its hint and error. */
export function controlA11y(
  ids: ReturnType<typeof useFieldIds>,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
  own: OwnA11yProps,
) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : own['aria-invalid'],
    'aria-describedby': describedBy(hint ? ids.hintId : null, error ? ids.errorId : null, own['aria-describedby']),
  } as const;
}

interface FieldFrameProps extends FieldProps {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      {typeof children === 'string' ? <FieldMessage message={children} /> : children}
    </p>
  );
}

/** contracts' field messages by id (packages/contracts/src/messages/issue-message.ts registers them). */
const contractsMessages = Symbol.for('@marketplace/contracts/messages');

/**
 * A field's error as a form gives it: a zod schema's message is one of contracts' message ids
 * (`contracts.validation.…`), shown in the page's language; any other text (the API's answer,
 * already in the reader's language) as it is. Every field's error passes here (docs/languages.md).
 */
function FieldMessage({ message }: { message: string }) {
  const intl = useIntl();
  // A message with values carries them after its id: `<id>?codes=10001`.
  const at = message.indexOf('?');
  const id = at < 0 ? message : message.slice(0, at);
  const descriptor = (globalThis as { [contractsMessages]?: Map<string, { id: string; defaultMessage: string }> })[contractsMessages]?.get(id);
  if (!descriptor) return message;
  return intl.formatMessage(descriptor, at < 0 ? undefined : Object.fromEntries(new URLSearchParams(message.slice(at + 1))));
}

export const fieldStyles = styles;
