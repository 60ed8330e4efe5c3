import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changeEmailRequestSchema, type ChangeEmailRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useChangeEmail } from '../account-queries';

/** A new address and the current password; a code then goes to the new address. */
export function ChangeEmailForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const change = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      await change.mutateAsync(request); // the account now waits for the code: the section shows it
      onSent();
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'currentPassword'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'shell.account.email.change-form', defaultMessage: 'Change your email' })}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'shell.account.email.not-changed', defaultMessage: 'Email not changed' })}>
            {formError}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'shell.account.email.new', defaultMessage: 'New email' })}
          type="email"
          autoComplete="email"
          hint={intl.formatMessage({ id: 'shell.account.email.new-hint', defaultMessage: 'We send a code to it. Your current address stays until you enter that code.' })}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'shell.account.email.current-password', defaultMessage: 'Current password' })}
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting}>
            <FormattedMessage id="shell.account.email.send-code" defaultMessage="Send a code" />
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            <FormattedMessage id="shell.account.email.cancel" defaultMessage="Cancel" />
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}
