import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { codeEntrySchema, type CodeEntry } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';

export interface CodeEntryFormProps {
  /** The form's accessible name ("Confirm your email"). */
  title: string;
  /** An element that says where the code went, read with the form. */
  descriptionId?: string;
  label?: string;
  hint?: ReactNode;
  /** The default submit button's label (without `renderSubmit`). */
  submitLabel?: string;
  /** The default submit button spans the form (as on the narrow auth pages). */
  submitFullWidth?: boolean;
  /** Sends the code. An API refusal (wrong code, tries left, expired) is shown at the field. */
  onSubmitCode: (code: string) => Promise<unknown>;
  /** Draws the submit button instead (the booking step's footer); it must be `type="submit"`. */
  renderSubmit?: (pending: boolean) => ReactNode;
  /** More actions below the field: send a new code, use another address. */
  children?: ReactNode;
  /** Focus the field when the form appears (it replaced the form the person just sent). */
  autoFocus?: boolean;
}

/**
 * What the API said about the code, for the field: its own field error, else the message of a
 * refusal (expired, too many tries). Null when it is not about the code (no answer, a fault).
 */
function codeProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  return error.fieldErrors.code?.[0] ?? error.message;
}

/** One field for a 6-digit code from an email or a text message, as phones and password managers fill it. */
export function CodeEntryForm({ title, descriptionId, label, hint, submitLabel, submitFullWidth = false, onSubmitCode, renderSubmit, children, autoFocus = true }: CodeEntryFormProps) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<CodeEntry>({
    resolver: zodResolver(codeEntrySchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (autoFocus) setFocus('code');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSubmitCode(code);
    } catch (error) {
      const problem = codeProblem(error);
      if (problem) setError('code', { type: 'server', message: problem }, { shouldFocus: true });
      else setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} aria-describedby={descriptionId}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'account-ui.code-entry.not-confirmed', defaultMessage: 'Not confirmed' })}>
            {formError}
          </Alert>
        )}
        <TextField
          label={label ?? intl.formatMessage({ id: 'account-ui.code-entry.label', defaultMessage: '6-digit code' })}
          hint={hint}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
          error={formState.errors.code?.message}
          {...register('code')}
        />
        {children}
        {!renderSubmit && (
          <Button type="submit" loading={formState.isSubmitting} fullWidth={submitFullWidth}>
            {submitLabel ?? intl.formatMessage({ id: 'account-ui.code-entry.confirm', defaultMessage: 'Confirm' })}
          </Button>
        )}
      </FormLayout>
      {renderSubmit?.(formState.isSubmitting)}
    </form>
  );
}
