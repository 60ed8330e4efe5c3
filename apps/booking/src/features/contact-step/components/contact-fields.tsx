import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { JobContact } from '@marketplace/contracts';
import { TextField } from '@marketplace/shared-ui/text-field';

/** Name, email and phone (who the provider contacts about this job), inside a form that has them. */
export function ContactFields() {
  const intl = useIntl();
  const { register, formState } = useFormContext<JobContact>();
  const { errors } = formState;
  return (
    <>
      <TextField label={intl.formatMessage({ id: 'booking.contact.name', defaultMessage: 'Full name' })} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={intl.formatMessage({ id: 'booking.contact.email', defaultMessage: 'Email' })} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label={intl.formatMessage({ id: 'booking.contact.phone', defaultMessage: 'Phone' })}
        type="tel"
        autoComplete="tel"
        required
        hint={intl.formatMessage({ id: 'booking.contact.phone-hint', defaultMessage: 'The provider calls or texts this number about the job.' })}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
