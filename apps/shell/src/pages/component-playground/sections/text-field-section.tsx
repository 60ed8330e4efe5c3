import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Stack } from '@marketplace/shared-ui/stack';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { Example } from '../playground-section';
import styles from './sections.module.css';

function ValidatedEmail() {
  const intl = useIntl();
  const [email, setEmail] = useState('sam@example');
  const error = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
    ? undefined
    : intl.formatMessage({ id: 'shell.playground.text-field.email-error', defaultMessage: 'Enter an email address like name@example.com.' });
  return (
    <TextField
      label={intl.formatMessage({ id: 'shell.playground.text-field.email', defaultMessage: 'Email' })}
      type="email"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={error}
      hint={intl.formatMessage({ id: 'shell.playground.text-field.email-hint', defaultMessage: 'The error goes away once the address is valid.' })}
    />
  );
}

function CountedNotes() {
  const intl = useIntl();
  const [notes, setNotes] = useState('');
  return (
    <TextArea
      label={intl.formatMessage({ id: 'shell.playground.text-field.notes', defaultMessage: 'Notes for the pro' })}
      hint={intl.formatMessage(
        { id: 'shell.playground.text-field.notes-count', defaultMessage: '{count, number} of {max, number} characters' },
        { count: notes.length, max: 500 },
      )}
      maxLength={500}
      value={notes}
      onChange={(event) => setNotes(event.target.value)}
    />
  );
}

export function TextFieldExamples() {
  const intl = useIntl();
  const [name, setName] = useState('');
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.text-field.states', defaultMessage: 'TextField states' })}>
        <Stack gap={5} className={styles.narrow}>
          <TextField
            label={intl.formatMessage({ id: 'shell.playground.text-field.full-name', defaultMessage: 'Full name' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'shell.playground.text-field.phone', defaultMessage: 'Phone' })}
            type="tel"
            hint={intl.formatMessage({ id: 'shell.playground.text-field.phone-hint', defaultMessage: 'We only call about your booking.' })}
            autoComplete="off"
          />
          <ValidatedEmail />
          <TextField
            label={intl.formatMessage({ id: 'shell.playground.text-field.reference', defaultMessage: 'Booking reference' })}
            value="HH-2041"
            disabled
            readOnly
          />
          <TextField label={intl.formatMessage({ id: 'shell.playground.text-field.postal-code', defaultMessage: 'Postal code' })} required />
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.text-area.states', defaultMessage: 'TextArea states' })}>
        <Stack gap={5} className={styles.narrow}>
          <CountedNotes />
          <TextArea
            label={intl.formatMessage({ id: 'shell.playground.text-area.access', defaultMessage: 'Access instructions' })}
            error={intl.formatMessage({ id: 'shell.playground.text-area.access-error', defaultMessage: 'Tell us how the pro gets in.' })}
            rows={3}
          />
          <TextArea label={intl.formatMessage({ id: 'shell.playground.text-area.reason', defaultMessage: 'Cancellation reason' })} disabled rows={2} />
          <TextArea label={intl.formatMessage({ id: 'shell.playground.text-area.describe', defaultMessage: 'Describe the job' })} required rows={3} />
        </Stack>
      </Example>
    </>
  );
}
