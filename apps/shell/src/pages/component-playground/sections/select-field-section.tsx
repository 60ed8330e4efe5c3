import { useState } from 'react';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const services = [
  { value: 'deep-cleaning', label: 'Deep cleaning' },
  { value: 'furniture-assembly', label: 'Furniture assembly' },
  { value: 'painting', label: 'Painting' },
  { value: 'moving-help', label: 'Moving help (unavailable)', disabled: true },
];

export function SelectFieldExamples() {
  const [service, setService] = useState('');
  return (
    <>
      <Example title="Placeholder, required, error until chosen">
        <SelectField
          className={styles.narrow}
          label="Service"
          placeholder="Choose a service"
          options={services}
          required
          value={service}
          onChange={(event) => setService(event.target.value)}
          error={service ? undefined : 'Choose a service to continue.'}
        />
        <p className={styles.output}>Selected: {service || 'nothing yet'}</p>
      </Example>
      <Example title="Other states">
        <Stack gap={5} className={styles.narrow}>
          <SelectField label="Frequency" hint="You can change it later." options={frequencies} defaultValue="weekly" />
          <SelectField label="Market" options={[{ value: 'nyc', label: 'New York' }]} disabled />
        </Stack>
      </Example>
    </>
  );
}

const frequencies = [
  { value: 'once', label: 'Once' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
];
