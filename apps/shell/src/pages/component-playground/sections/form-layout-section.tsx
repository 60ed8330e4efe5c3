import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { Fieldset, FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const emptyForm = { name: '', street: '', postalCode: '', service: '', notes: '' };
type SampleForm = typeof emptyForm;

const text = defineMessages({
  name: { id: 'shell.playground.form.name-error', defaultMessage: 'Enter your name.' },
  street: { id: 'shell.playground.form.street-error', defaultMessage: 'Enter the street and number.' },
  postalCode: { id: 'shell.playground.form.postal-code-error', defaultMessage: 'Enter a 5-digit postal code.' },
  service: { id: 'shell.playground.form.service-error', defaultMessage: 'Choose a service.' },
  deepCleaning: { id: 'shell.playground.form.deep-cleaning', defaultMessage: 'Deep cleaning' },
  painting: { id: 'shell.playground.form.painting', defaultMessage: 'Painting' },
  furnitureAssembly: { id: 'shell.playground.form.furniture-assembly', defaultMessage: 'Furniture assembly' },
});
const services = ['deepCleaning', 'painting', 'furnitureAssembly'] as const;

function validate(form: SampleForm): Partial<Record<keyof SampleForm, keyof typeof text>> {
  return {
    ...(form.name.trim() ? {} : { name: 'name' }),
    ...(form.street.trim() ? {} : { street: 'street' }),
    ...(/^\d{5}$/.test(form.postalCode) ? {} : { postalCode: 'postalCode' }),
    ...(form.service ? {} : { service: 'service' }),
  };
}

export function FormLayoutExamples() {
  const intl = useIntl();
  const { toast } = useToast();
  const [form, setForm] = useState(emptyForm);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validate(form) : {};
  const field = (name: keyof SampleForm) => {
    const error = errors[name];
    return {
      value: form[name],
      error: error && intl.formatMessage(text[error]),
      onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
    };
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(form)).length > 0) return;
    toast({
      title: intl.formatMessage({ id: 'shell.playground.form.sent', defaultMessage: 'Request sent' }),
      description: intl.formatMessage({ id: 'shell.playground.form.sent-text', defaultMessage: '{service} at {street}' }, { service: form.service, street: form.street }),
      tone: 'success',
    });
    reset();
  }

  function reset() {
    setForm(emptyForm);
    setSubmitted(false);
  }

  return (
    <Example title={intl.formatMessage({ id: 'shell.playground.form.title', defaultMessage: 'A sample form: submit it empty to see the errors' })}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'shell.playground.form.label', defaultMessage: 'Sample booking request' })}
        className={styles.narrow}
      >
        <FormLayout>
          <TextField label={intl.formatMessage({ id: 'shell.playground.form.name', defaultMessage: 'Your name' })} autoComplete="name" required {...field('name')} />
          <Fieldset
            legend={intl.formatMessage({ id: 'shell.playground.form.address', defaultMessage: 'Address' })}
            hint={intl.formatMessage({ id: 'shell.playground.form.address-hint', defaultMessage: 'Where the job takes place.' })}
          >
            <TextField
              label={intl.formatMessage({ id: 'shell.playground.form.street', defaultMessage: 'Street and number' })}
              autoComplete="street-address"
              required
              {...field('street')}
            />
            <TextField
              label={intl.formatMessage({ id: 'shell.playground.form.postal-code', defaultMessage: 'Postal code' })}
              autoComplete="postal-code"
              inputMode="numeric"
              required
              {...field('postalCode')}
            />
          </Fieldset>
          <SelectField
            label={intl.formatMessage({ id: 'shell.playground.form.service', defaultMessage: 'Service' })}
            placeholder={intl.formatMessage({ id: 'shell.playground.form.service-placeholder', defaultMessage: 'Choose a service' })}
            options={services.map((service) => {
              const label = intl.formatMessage(text[service]);
              return { value: label, label };
            })}
            required
            {...field('service')}
          />
          <TextArea
            label={intl.formatMessage({ id: 'shell.playground.form.notes', defaultMessage: 'Notes' })}
            hint={intl.formatMessage({ id: 'shell.playground.form.notes-hint', defaultMessage: 'Optional.' })}
            rows={3}
            {...field('notes')}
          />
          <FormActions align="end">
            <Button type="submit">
              <FormattedMessage id="shell.playground.form.submit" defaultMessage="Send request" />
            </Button>
            <Button variant="secondary" onClick={reset}>
              <FormattedMessage id="shell.playground.form.reset" defaultMessage="Reset" />
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </Example>
  );
}
