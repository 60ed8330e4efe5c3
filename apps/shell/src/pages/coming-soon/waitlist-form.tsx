import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { joinWaitlistSchema, type JoinWaitlist, type JoinWaitlistInput } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { HydratedFields } from '../../app/hydrated-fields';
import { TextField } from '@marketplace/shared-ui/text-field';

type Status = { kind: 'idle' } | { kind: 'joined'; postalCode: string } | { kind: 'failed'; message: string };

const text = defineMessages({
  failed: { id: 'shell.waitlist.failed', defaultMessage: 'We could not add you to the waitlist. Please try again.' },
  joined: { id: 'shell.waitlist.joined', defaultMessage: 'You’re on the list' },
  form: { id: 'shell.waitlist.form', defaultMessage: 'Join the waitlist' },
  notSent: { id: 'shell.waitlist.not-sent', defaultMessage: 'Not sent' },
  postalCode: { id: 'shell.waitlist.postal-code', defaultMessage: 'Postal code' },
  email: { id: 'shell.waitlist.email', defaultMessage: 'Email' },
});

export function WaitlistForm({ defaultPostalCode }: { defaultPostalCode: string }) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { register, handleSubmit, formState } = useForm<JoinWaitlistInput, unknown, JoinWaitlist>({
    resolver: zodResolver(joinWaitlistSchema),
    defaultValues: { postalCode: defaultPostalCode, email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (entry) => {
    try {
      await api('waitlist.join', { body: entry });
      setStatus({ kind: 'joined', postalCode: entry.postalCode });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? errorMessage(error, intl) : intl.formatMessage(text.failed) });
    }
  });

  if (status.kind === 'joined') {
    return (
      <Alert tone="success" title={intl.formatMessage(text.joined)}>
        <FormattedMessage
          id="shell.waitlist.joined-text"
          defaultMessage="We will email you as soon as you can book in {postalCode}."
          values={{ postalCode: <span translate="no">{status.postalCode}</span> }}
        />
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(text.form)}>
      <HydratedFields>
        <FormLayout>
          {status.kind === 'failed' && (
            <Alert tone="danger" title={intl.formatMessage(text.notSent)}>
              {status.message}
            </Alert>
          )}
          <TextField label={intl.formatMessage(text.postalCode)} autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
          <TextField label={intl.formatMessage(text.email)} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="shell.waitlist.submit" defaultMessage="Notify me" />
          </Button>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}
