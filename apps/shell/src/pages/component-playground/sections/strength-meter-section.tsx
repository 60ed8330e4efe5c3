import { useIntl } from 'react-intl';
import { Stack } from '@marketplace/shared-ui/stack';
import { StrengthMeter } from '@marketplace/shared-ui/strength-meter';
import { Example } from '../playground-section';

export function StrengthMeterExamples() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.playground.strength.label', defaultMessage: 'Strength' });
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.strength.low', defaultMessage: 'Low, with advice' })}>
        <StrengthMeter
          label={label}
          value={1}
          max={4}
          valueText={intl.formatMessage({ id: 'shell.playground.strength.weak', defaultMessage: 'Weak' })}
          tone="danger"
          hints={[
            intl.formatMessage({ id: 'shell.playground.strength.common', defaultMessage: 'This is a commonly used word.' }),
            intl.formatMessage({ id: 'shell.playground.strength.add-words', defaultMessage: 'Add another word or two.' }),
          ]}
        />
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.strength.middle-full', defaultMessage: 'Middle and full' })}>
        <Stack gap={4}>
          <StrengthMeter label={label} value={2} max={4} valueText={intl.formatMessage({ id: 'shell.playground.strength.fair', defaultMessage: 'Fair' })} tone="warning" />
          <StrengthMeter
            label={label}
            value={4}
            max={4}
            valueText={intl.formatMessage({ id: 'shell.playground.strength.very-strong', defaultMessage: 'Very strong' })}
            tone="success"
          />
        </Stack>
      </Example>
    </>
  );
}
