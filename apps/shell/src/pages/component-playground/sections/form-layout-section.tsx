import { useState, type FormEvent } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { Fieldset, FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const emptyForm = { name: '', street: '', postalCode: '', service: '', notes: '' };
type SampleForm = typeof emptyForm;

function validate(form: SampleForm): Partial<Record<keyof SampleForm, string>> {
  return {
    ...(form.name.trim() ? {} : { name: 'Enter your name.' }),
    ...(form.street.trim() ? {} : { street: 'Enter the street and number.' }),
    ...(/^\d{5}$/.test(form.postalCode) ? {} : { postalCode: 'Enter a 5-digit postal code.' }),
    ...(form.service ? {} : { service: 'Choose a service.' }),
  };
}

export function FormLayoutExamples() {
  const { toast } = useToast();
  const [form, setForm] = useState(emptyForm);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validate(form) : {};
  const field = (name: keyof SampleForm) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(form)).length > 0) return;
    toast({ title: 'Request sent', description: `${form.service} at ${form.street}`, tone: 'success' });
    reset();
  }

  function reset() {
    setForm(emptyForm);
    setSubmitted(false);
  }

  return (
    <Example title="A sample form: submit it empty to see the errors">
      <form onSubmit={submit} noValidate aria-label="Sample booking request" className={styles.narrow}>
        <FormLayout>
          <TextField label="Your name" autoComplete="name" required {...field('name')} />
          <Fieldset legend="Address" hint="Where the job takes place.">
            <TextField label="Street and number" autoComplete="street-address" required {...field('street')} />
            <TextField label="Postal code" autoComplete="postal-code" inputMode="numeric" required {...field('postalCode')} />
          </Fieldset>
          <SelectField
            label="Service"
            placeholder="Choose a service"
            options={['Deep cleaning', 'Painting', 'Furniture assembly'].map((label) => ({ value: label, label }))}
            required
            {...field('service')}
          />
          <TextArea label="Notes" hint="Optional." rows={3} {...field('notes')} />
          <FormActions align="end">
            <Button type="submit">Send request</Button>
            <Button variant="secondary" onClick={reset}>
              Reset
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </Example>
  );
}
