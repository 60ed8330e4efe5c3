import { useState } from 'react';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const arrivals = [
  { value: 'morning', label: 'Morning', description: '8:00 to 12:00' },
  { value: 'afternoon', label: 'Afternoon', description: '12:00 to 17:00' },
  { value: 'evening', label: 'Evening', description: 'Fully booked this week', disabled: true },
];

const sizes = [
  { value: 'studio', label: 'Studio' },
  { value: 'two-rooms', label: '2 rooms' },
  { value: 'house', label: 'House' },
];

export function RadioGroupExamples() {
  const [arrival, setArrival] = useState('morning');
  const [size, setSize] = useState('');
  return (
    <>
      <Example title="Vertical with descriptions and a disabled option">
        <RadioGroup
          label="Arrival window"
          hint="The pro arrives within this window."
          options={arrivals}
          value={arrival}
          onValueChange={setArrival}
        />
        <p className={styles.output}>Selected: {arrival}</p>
      </Example>
      <Example title="Horizontal, required, error until chosen">
        <Stack gap={3}>
          <RadioGroup
            label="Home size"
            orientation="horizontal"
            required
            options={sizes}
            value={size}
            onValueChange={setSize}
            error={size ? undefined : 'Choose the size of your home.'}
          />
          <RadioGroup label="Payment (disabled)" options={[{ value: 'card', label: 'Card' }]} defaultValue="card" disabled />
        </Stack>
      </Example>
    </>
  );
}
