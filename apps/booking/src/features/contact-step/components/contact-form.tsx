import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { jobContactSchema, type JobContact, type SessionUser } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { useServerErrors } from '../../../lib/use-server-errors';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { saveContact } from '../../../stores/booking-draft/draft-updates';
import { contactDefaults } from '../domain/contact-forms';
import { ContactFields } from './contact-fields';

const fields = ['name', 'email', 'phone'] as const;

interface ContactFormProps {
  user: SessionUser;
  /** The customer just logged in on this step. */
  justLoggedIn: boolean;
  renderActions: (pending: boolean) => ReactNode;
  serverErrors?: Record<string, string[]>;
  onDone: () => void;
}

/** Logged in: the job's contact details, prefilled from the account and editable for this job. */
export function ContactForm({ user, justLoggedIn, renderActions, serverErrors, onDone }: ContactFormProps) {
  const { contact } = useBookingDraft();
  const form = useForm<z.input<typeof jobContactSchema>, unknown, JobContact>({
    resolver: zodResolver(jobContactSchema),
    defaultValues: contactDefaults(contact, user),
  });
  useServerErrors(serverErrors, 'contact.', fields, form.setError);

  const onSubmit = form.handleSubmit((values) => {
    draftStore.update((draft) => saveContact(draft, values));
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="step-title">
        <FormLayout>
          {justLoggedIn ? (
            <Alert
              tone="success"
              title={
                <FormattedMessage
                  id="booking.contact.logged-in-as"
                  defaultMessage="You are logged in as <person>{name}</person>"
                  values={{
                    name: user.name,
                    person: (chunks) => (
                      <span translate="no" {...personalDataProps}>
                        {chunks}
                      </span>
                    ),
                  }}
                />
              }
            >
              <FormattedMessage id="booking.contact.kept" defaultMessage="Your booking is kept. Check the contact details for this job, then go on." />
            </Alert>
          ) : (
            <p {...personalDataProps}>
              <FormattedMessage
                id="booking.contact.booking-as"
                defaultMessage="Booking as <strong>{name}</strong> ({email}). Change the details below if someone else should be contacted about this job."
                values={{ name: user.name, email: user.email }}
              />
            </p>
          )}
          <ContactFields />
        </FormLayout>
        {renderActions(form.formState.isSubmitting)}
      </form>
    </FormProvider>
  );
}
