import { useState } from 'react';
import { Stack } from '@marketplace/shared-ui/stack';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { Example } from '../playground-section';
import styles from './sections.module.css';

function ValidatedEmail() {
  const [email, setEmail] = useState('sam@example');
  const error = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Enter an email address like name@example.com.';
  return (
    <TextField
      label="Email"
      type="email"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={error}
      hint="The error goes away once the address is valid."
    />
  );
}

function CountedNotes() {
  const [notes, setNotes] = useState('');
  return (
    <TextArea
      label="Notes for the pro"
      hint={`${notes.length} of 500 characters`}
      maxLength={500}
      value={notes}
      onChange={(event) => setNotes(event.target.value)}
    />
  );
}

export function TextFieldExamples() {
  const [name, setName] = useState('');
  return (
    <>
      <Example title="TextField states">
        <Stack gap={5} className={styles.narrow}>
          <TextField label="Full name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField label="Phone" type="tel" hint="We only call about your booking." autoComplete="off" />
          <ValidatedEmail />
          <TextField label="Booking reference" value="HH-2041" disabled readOnly />
          <TextField label="Postal code" required />
        </Stack>
      </Example>
      <Example title="TextArea states">
        <Stack gap={5} className={styles.narrow}>
          <CountedNotes />
          <TextArea label="Access instructions" error="Tell us how the pro gets in." rows={3} />
          <TextArea label="Cancellation reason" disabled rows={2} />
          <TextArea label="Describe the job" required rows={3} />
        </Stack>
      </Example>
    </>
  );
}
