import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Checkbox, type CheckedState } from '@marketplace/shared-ui/checkbox';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const extraLabels = defineMessages({
  fridge: { id: 'shell.playground.checkbox.fridge', defaultMessage: 'Inside the fridge' },
  oven: { id: 'shell.playground.checkbox.oven', defaultMessage: 'Inside the oven' },
  windows: { id: 'shell.playground.checkbox.windows', defaultMessage: 'Windows' },
});
type Extra = keyof typeof extraLabels;
const extras = Object.keys(extraLabels) as Extra[];

function SelectAllExtras() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Extra[]>(['windows']);
  const all: CheckedState = chosen.length === extras.length ? true : chosen.length === 0 ? false : 'indeterminate';
  const toggle = (extra: Extra, checked: CheckedState) =>
    setChosen((current) => (checked === true ? [...current, extra] : current.filter((item) => item !== extra)));
  return (
    <Stack gap={2}>
      <Checkbox
        label={intl.formatMessage({ id: 'shell.playground.checkbox.all', defaultMessage: 'All extras' })}
        checked={all}
        onCheckedChange={(checked) => setChosen(checked === true ? extras : [])}
      />
      <Stack gap={2} className={styles.indent}>
        {extras.map((extra) => (
          <Checkbox
            key={extra}
            label={intl.formatMessage(extraLabels[extra])}
            checked={chosen.includes(extra)}
            onCheckedChange={(checked) => toggle(extra, checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

export function CheckboxExamples() {
  const intl = useIntl();
  const [terms, setTerms] = useState(false);
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.checkbox.states', defaultMessage: 'Checked, unchecked and indeterminate' })}>
        <SelectAllExtras />
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.checkbox.other-states', defaultMessage: 'Description, error and disabled' })}>
        <Stack gap={4}>
          <Checkbox
            label={intl.formatMessage({ id: 'shell.playground.checkbox.terms', defaultMessage: 'I accept the terms' })}
            description={intl.formatMessage({ id: 'shell.playground.checkbox.terms-description', defaultMessage: 'You can cancel for free up to 24 hours before the job.' })}
            checked={terms}
            onCheckedChange={(checked) => setTerms(checked === true)}
            error={terms ? undefined : intl.formatMessage({ id: 'shell.playground.checkbox.terms-error', defaultMessage: 'Accept the terms to book.' })}
          />
          <Checkbox label={intl.formatMessage({ id: 'shell.playground.checkbox.pets', defaultMessage: 'Pets at home (disabled)' })} disabled />
          <Checkbox label={intl.formatMessage({ id: 'shell.playground.checkbox.supplies', defaultMessage: 'Bring supplies (disabled, checked)' })} disabled checked />
        </Stack>
      </Example>
    </>
  );
}
