import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function NumberFieldExamples() {
  const intl = useIntl();
  const [hours, setHours] = useState('3');
  const value = Number(hours);
  const error =
    hours === '' || value < 1 || value > 12
      ? intl.formatMessage({ id: 'shell.playground.number-field.error', defaultMessage: 'Choose between 1 and 12 hours.' })
      : undefined;
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.number-field.live', defaultMessage: 'With unit, min, max and live validation' })}>
        <NumberField
          label={intl.formatMessage({ id: 'shell.playground.number-field.hours', defaultMessage: 'Hours' })}
          unit={intl.formatMessage({ id: 'shell.playground.number-field.hours-unit', defaultMessage: 'hours' })}
          min={1}
          max={12}
          step={1}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          hint={intl.formatMessage({ id: 'shell.playground.number-field.hint', defaultMessage: 'Arrow keys step by one.' })}
          error={error}
        />
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.number-field.other', defaultMessage: 'Other states' })}>
        <Stack gap={5} className={styles.narrow}>
          <NumberField label={intl.formatMessage({ id: 'shell.playground.number-field.rooms', defaultMessage: 'Rooms' })} required min={1} />
          <NumberField label={intl.formatMessage({ id: 'shell.playground.number-field.area', defaultMessage: 'Floor area' })} unit="m²" defaultValue={85} />
          <NumberField label={intl.formatMessage({ id: 'shell.playground.number-field.crew', defaultMessage: 'Crew size' })} value={2} disabled readOnly />
        </Stack>
      </Example>
    </>
  );
}
