import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { joinWaitlistSchema, type JoinWaitlist, type JoinWaitlistInput } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { HydratedFields } from '../../app/hydrated-fields';
import { TextField } from '@marketplace/shared-ui/text-field';

type Status = { kind: 'idle' } | { kind: 'joined'; postalCode: string } | { kind: 'failed'; message: string };

export function WaitlistForm({ defaultPostalCode }: { defaultPostalCode: string }) {
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
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'We could not add you to the waitlist. Please try again.' });
    }
  });

  if (status.kind === 'joined') {
    return (
      <Alert tone="success" title="You’re on the list">
        We will email you as soon as you can book in {status.postalCode}.
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join the waitlist">
      <HydratedFields>
        <FormLayout>
          {status.kind === 'failed' && <Alert tone="danger" title="Not sent">{status.message}</Alert>}
          <TextField label="Postal code" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Button type="submit" loading={isSubmitting}>
            Notify me
          </Button>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}
