import { useState } from 'react';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function NumberFieldExamples() {
  const [hours, setHours] = useState('3');
  const value = Number(hours);
  const error = hours === '' || value < 1 || value > 12 ? 'Choose between 1 and 12 hours.' : undefined;
  return (
    <>
      <Example title="With unit, min, max and live validation">
        <NumberField
          label="Hours"
          unit="hours"
          min={1}
          max={12}
          step={1}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          hint="Arrow keys step by one."
          error={error}
        />
      </Example>
      <Example title="Other states">
        <Stack gap={5} className={styles.narrow}>
          <NumberField label="Rooms" required min={1} />
          <NumberField label="Floor area" unit="m²" defaultValue={85} />
          <NumberField label="Crew size" value={2} disabled readOnly />
        </Stack>
      </Example>
    </>
  );
}
