import { useState } from 'react';
import { Checkbox, type CheckedState } from '@marketplace/shared-ui/checkbox';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const extras = ['Inside the fridge', 'Inside the oven', 'Windows'];

function SelectAllExtras() {
  const [chosen, setChosen] = useState<string[]>(['Windows']);
  const all: CheckedState = chosen.length === extras.length ? true : chosen.length === 0 ? false : 'indeterminate';
  const toggle = (extra: string, checked: CheckedState) =>
    setChosen((current) => (checked === true ? [...current, extra] : current.filter((item) => item !== extra)));
  return (
    <Stack gap={2}>
      <Checkbox label="All extras" checked={all} onCheckedChange={(checked) => setChosen(checked === true ? extras : [])} />
      <Stack gap={2} className={styles.indent}>
        {extras.map((extra) => (
          <Checkbox key={extra} label={extra} checked={chosen.includes(extra)} onCheckedChange={(checked) => toggle(extra, checked)} />
        ))}
      </Stack>
    </Stack>
  );
}

export function CheckboxExamples() {
  const [terms, setTerms] = useState(false);
  return (
    <>
      <Example title="Checked, unchecked and indeterminate">
        <SelectAllExtras />
      </Example>
      <Example title="Description, error and disabled">
        <Stack gap={4}>
          <Checkbox
            label="I accept the terms"
            description="You can cancel for free up to 24 hours before the job."
            checked={terms}
            onCheckedChange={(checked) => setTerms(checked === true)}
            error={terms ? undefined : 'Accept the terms to book.'}
          />
          <Checkbox label="Pets at home (disabled)" disabled />
          <Checkbox label="Bring supplies (disabled, checked)" disabled checked />
        </Stack>
      </Example>
    </>
  );
}
