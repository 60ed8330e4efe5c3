import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Stack, type StackGap, type StackProps } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const gaps: StackGap[] = [0, 1, 2, 3, 4, 5, 6, 7];
const boxLabels = defineMessages({
  one: { id: 'shell.playground.stack.one', defaultMessage: 'One' },
  two: { id: 'shell.playground.stack.two', defaultMessage: 'Two' },
  three: { id: 'shell.playground.stack.three', defaultMessage: 'Three' },
  four: { id: 'shell.playground.stack.four', defaultMessage: 'Four' },
});
const boxes = Object.keys(boxLabels) as Array<keyof typeof boxLabels>;

export function StackExamples() {
  const intl = useIntl();
  const [direction, setDirection] = useState<NonNullable<StackProps['direction']>>('row');
  const [gap, setGap] = useState<StackGap>(3);
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.stack.direction-gap', defaultMessage: 'Direction and gap (a --space-N token)' })}>
        <Stack gap={4}>
          <Stack direction="row" wrap gap={4}>
            <SelectField
              label={intl.formatMessage({ id: 'shell.playground.stack.direction', defaultMessage: 'Direction' })}
              translate="no"
              options={[
                { value: 'row', label: 'row' },
                { value: 'column', label: 'column' },
              ]}
              value={direction}
              onChange={(event) => setDirection(event.target.value === 'column' ? 'column' : 'row')}
            />
            <SelectField
              label={intl.formatMessage({ id: 'shell.playground.stack.gap', defaultMessage: 'Gap' })}
              options={gaps.map((value) => ({ value: String(value), label: `${value}` }))}
              value={String(gap)}
              onChange={(event) => setGap(Number(event.target.value) as StackGap)}
            />
          </Stack>
          <Stack direction={direction} gap={gap} wrap>
            {boxes.map((box) => (
              <div key={box} className={styles.box}>
                {intl.formatMessage(boxLabels[box])}
              </div>
            ))}
          </Stack>
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.stack.list', defaultMessage: 'A list that keeps its semantics: as="ul", justified between' })}>
        <Stack as="ul" direction="row" justify="between" wrap>
          {boxes.map((box) => (
            <li key={box} className={styles.box}>
              {intl.formatMessage(boxLabels[box])}
            </li>
          ))}
        </Stack>
      </Example>
    </>
  );
}
