import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

/** Times of day as the page's language writes them (German: 24-hour clock). */
const at = (hour: number) => new Date(Date.UTC(2025, 0, 1, hour));

export function RadioGroupExamples() {
  const intl = useIntl();
  const [arrival, setArrival] = useState('morning');
  const [size, setSize] = useState('');
  const timeWindow = (from: number, to: number) =>
    intl.formatMessage(
      { id: 'shell.playground.radio.window', defaultMessage: '{from} to {to}' },
      { from: intl.formatTime(at(from), { timeZone: 'UTC' }), to: intl.formatTime(at(to), { timeZone: 'UTC' }) },
    );
  const arrivals = [
    { value: 'morning', label: intl.formatMessage({ id: 'shell.playground.radio.morning', defaultMessage: 'Morning' }), description: timeWindow(8, 12) },
    { value: 'afternoon', label: intl.formatMessage({ id: 'shell.playground.radio.afternoon', defaultMessage: 'Afternoon' }), description: timeWindow(12, 17) },
    {
      value: 'evening',
      label: intl.formatMessage({ id: 'shell.playground.radio.evening', defaultMessage: 'Evening' }),
      description: intl.formatMessage({ id: 'shell.playground.radio.fully-booked', defaultMessage: 'Fully booked this week' }),
      disabled: true,
    },
  ];
  const sizes = [
    { value: 'studio', label: intl.formatMessage({ id: 'shell.playground.radio.studio', defaultMessage: 'Studio' }) },
    { value: 'two-rooms', label: intl.formatMessage({ id: 'shell.playground.radio.two-rooms', defaultMessage: '2 rooms' }) },
    { value: 'house', label: intl.formatMessage({ id: 'shell.playground.radio.house', defaultMessage: 'House' }) },
  ];
  return (
    <>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.radio.vertical', defaultMessage: 'Vertical with descriptions and a disabled option' })}
      >
        <RadioGroup
          label={intl.formatMessage({ id: 'shell.playground.radio.arrival', defaultMessage: 'Arrival window' })}
          hint={intl.formatMessage({ id: 'shell.playground.radio.arrival-hint', defaultMessage: 'The pro arrives within this window.' })}
          options={arrivals}
          value={arrival}
          onValueChange={setArrival}
        />
        <p className={styles.output}>
          <FormattedMessage id="shell.playground.radio.selected" defaultMessage="Selected: {value}" values={{ value: <code translate="no">{arrival}</code> }} />
        </p>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.radio.horizontal', defaultMessage: 'Horizontal, required, error until chosen' })}>
        <Stack gap={3}>
          <RadioGroup
            label={intl.formatMessage({ id: 'shell.playground.radio.home-size', defaultMessage: 'Home size' })}
            orientation="horizontal"
            required
            options={sizes}
            value={size}
            onValueChange={setSize}
            error={size ? undefined : intl.formatMessage({ id: 'shell.playground.radio.home-size-error', defaultMessage: 'Choose the size of your home.' })}
          />
          <RadioGroup
            label={intl.formatMessage({ id: 'shell.playground.radio.payment', defaultMessage: 'Payment (disabled)' })}
            options={[{ value: 'card', label: intl.formatMessage({ id: 'shell.playground.radio.card', defaultMessage: 'Card' }) }]}
            defaultValue="card"
            disabled
          />
        </Stack>
      </Example>
    </>
  );
}
