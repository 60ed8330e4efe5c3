import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useSignUp } from '@marketplace/account-ui';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { saveContact } from '../../../stores/booking-draft/draft-updates';
import { contactDefaults, newCustomerSchema } from '../domain/contact-forms';
import { ContactFields } from './contact-fields';

type NewCustomer = z.output<typeof newCustomerSchema>;
const fields = ['name', 'email', 'phone', 'password'] as const;

/** Logged out and new: the contact details become the account, created right here once its email is confirmed. */
export function NewCustomerForm({ renderActions }: { renderActions: (pending: boolean) => ReactNode }) {
  const intl = useIntl();
  const { contact } = useBookingDraft();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof newCustomerSchema>, unknown, NewCustomer>({
    resolver: zodResolver(newCustomerSchema),
    defaultValues: { ...contactDefaults(contact, null), password: '' },
  });
  const { errors } = form.formState;
  const strengthId = useId();
  const [name, email, password] = useWatch({ control: form.control, name: ['name', 'email', 'password'] });

  const onSubmit = form.handleSubmit(async ({ password, ...details }) => {
    setFormError(null);
    try {
      // Kept first: the code step takes this form's place as soon as the code is sent, and
      // "Use a different email" (or a reload) brings these details back.
      draftStore.update((draft) => saveContact(draft, details));
      await signUp.mutateAsync({ ...details, password });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'booking.contact.new-account-label', defaultMessage: 'Your details and a new account' })}>
        <FormLayout>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'booking.contact.not-created', defaultMessage: 'Your account was not created' })}>
              {formError}
            </Alert>
          )}
          <ContactFields />
          <TextField
            label={intl.formatMessage({ id: 'booking.contact.password', defaultMessage: 'Choose a password' })}
            type="password"
            autoComplete="new-password"
            required
            hint={intl.formatMessage({ id: 'booking.contact.password-hint', defaultMessage: 'At least 12 characters and hard to guess. You will use it to see and manage your bookings.' })}
            error={errors.password?.message}
            aria-describedby={strengthId}
            {...form.register('password')}
          />
          <PasswordStrengthMeter id={strengthId} password={password} email={email} name={name} />
        </FormLayout>
        {renderActions(form.formState.isSubmitting)}
      </form>
    </FormProvider>
  );
}
