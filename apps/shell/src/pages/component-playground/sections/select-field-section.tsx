import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function SelectFieldExamples() {
  const intl = useIntl();
  const [service, setService] = useState('');
  const services = [
    { value: 'deep-cleaning', label: intl.formatMessage({ id: 'shell.playground.select.deep-cleaning', defaultMessage: 'Deep cleaning' }) },
    { value: 'furniture-assembly', label: intl.formatMessage({ id: 'shell.playground.select.furniture-assembly', defaultMessage: 'Furniture assembly' }) },
    { value: 'painting', label: intl.formatMessage({ id: 'shell.playground.select.painting', defaultMessage: 'Painting' }) },
    { value: 'moving-help', label: intl.formatMessage({ id: 'shell.playground.select.moving-help', defaultMessage: 'Moving help (unavailable)' }), disabled: true },
  ];
  const frequencies = [
    { value: 'once', label: intl.formatMessage({ id: 'shell.playground.select.once', defaultMessage: 'Once' }) },
    { value: 'weekly', label: intl.formatMessage({ id: 'shell.playground.select.weekly', defaultMessage: 'Every week' }) },
    { value: 'monthly', label: intl.formatMessage({ id: 'shell.playground.select.monthly', defaultMessage: 'Every month' }) },
  ];
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.select.required', defaultMessage: 'Placeholder, required, error until chosen' })}>
        <SelectField
          className={styles.narrow}
          label={intl.formatMessage({ id: 'shell.playground.select.service', defaultMessage: 'Service' })}
          placeholder={intl.formatMessage({ id: 'shell.playground.select.placeholder', defaultMessage: 'Choose a service' })}
          options={services}
          required
          value={service}
          onChange={(event) => setService(event.target.value)}
          error={service ? undefined : intl.formatMessage({ id: 'shell.playground.select.error', defaultMessage: 'Choose a service to continue.' })}
        />
        <p className={styles.output}>
          {service ? (
            <FormattedMessage id="shell.playground.select.selected" defaultMessage="Selected: {value}" values={{ value: <code translate="no">{service}</code> }} />
          ) : (
            <FormattedMessage id="shell.playground.select.nothing" defaultMessage="Selected: nothing yet" />
          )}
        </p>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.select.other', defaultMessage: 'Other states' })}>
        <Stack gap={5} className={styles.narrow}>
          <SelectField
            label={intl.formatMessage({ id: 'shell.playground.select.frequency', defaultMessage: 'Frequency' })}
            hint={intl.formatMessage({ id: 'shell.playground.select.frequency-hint', defaultMessage: 'You can change it later.' })}
            options={frequencies}
            defaultValue="weekly"
          />
          <SelectField
            label={intl.formatMessage({ id: 'shell.playground.select.market', defaultMessage: 'Market' })}
            options={[{ value: 'nyc', label: intl.formatMessage({ id: 'shell.playground.select.new-york', defaultMessage: 'New York' }) }]}
            disabled
          />
        </Stack>
      </Example>
    </>
  );
}
