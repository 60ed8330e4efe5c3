import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { updateProfileRequestSchema, type Account, type UpdateProfileRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useUpdateProfile } from '../account-queries';
import { PhoneStatus } from './phone-status';
import styles from '../account-page.module.css';

const fields = ['name', 'phone'] as const;

/** Name and phone; the phone's verification below, as the API has it saved. */
export function DetailsSection({ account }: { account: Account }) {
  const intl = useIntl();
  const update = useUpdateProfile();
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: account.name, phone: account.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (profile) => {
    setFormError(null);
    try {
      const { account: saved } = await update.mutateAsync(profile);
      reset({ name: saved.name, phone: saved.phone ?? '' });
      toast({ title: intl.formatMessage({ id: 'shell.account.details.saved', defaultMessage: 'Details saved' }), tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.details.title', defaultMessage: 'Your details' })}>
      <div className={styles.stack}>
        <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'shell.account.details.title', defaultMessage: 'Your details' })}>
          <FormLayout>
            {formError && (
              <Alert tone="danger" title={intl.formatMessage({ id: 'shell.account.details.not-saved', defaultMessage: 'Not saved' })}>
                {formError}
              </Alert>
            )}
            <TextField label={intl.formatMessage({ id: 'shell.account.details.name', defaultMessage: 'Full name' })} autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
            <TextField
              label={intl.formatMessage({ id: 'shell.account.details.phone', defaultMessage: 'Phone (optional)' })}
              type="tel"
              autoComplete="tel"
              hint={intl.formatMessage({
                id: 'shell.account.details.phone-hint',
                defaultMessage: 'Providers call or text it about your jobs. A new number needs verifying before we send text messages to it.',
              })}
              error={formState.errors.phone?.message}
              {...register('phone')}
            />
            <FormActions>
              <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
                <FormattedMessage id="shell.account.details.save" defaultMessage="Save details" />
              </Button>
            </FormActions>
          </FormLayout>
        </form>
        <PhoneStatus key={account.phone ?? 'none'} account={account} />
      </div>
    </Card>
  );
}
