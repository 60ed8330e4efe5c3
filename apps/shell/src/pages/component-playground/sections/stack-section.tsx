import { useState } from 'react';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Stack, type StackGap, type StackProps } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const gaps: StackGap[] = [0, 1, 2, 3, 4, 5, 6, 7];
const boxes = ['One', 'Two', 'Three', 'Four'];

export function StackExamples() {
  const [direction, setDirection] = useState<NonNullable<StackProps['direction']>>('row');
  const [gap, setGap] = useState<StackGap>(3);
  return (
    <>
      <Example title="Direction and gap (a --space-N token)">
        <Stack gap={4}>
          <Stack direction="row" wrap gap={4}>
            <SelectField
              label="Direction"
              options={[
                { value: 'row', label: 'row' },
                { value: 'column', label: 'column' },
              ]}
              value={direction}
              onChange={(event) => setDirection(event.target.value === 'column' ? 'column' : 'row')}
            />
            <SelectField
              label="Gap"
              options={gaps.map((value) => ({ value: String(value), label: `${value}` }))}
              value={String(gap)}
              onChange={(event) => setGap(Number(event.target.value) as StackGap)}
            />
          </Stack>
          <Stack direction={direction} gap={gap} wrap>
            {boxes.map((box) => (
              <div key={box} className={styles.box}>
                {box}
              </div>
            ))}
          </Stack>
        </Stack>
      </Example>
      <Example title={'A list that keeps its semantics: as="ul", justified between'}>
        <Stack as="ul" direction="row" justify="between" wrap>
          {boxes.map((box) => (
            <li key={box} className={styles.box}>
              {box}
            </li>
          ))}
        </Stack>
      </Example>
    </>
  );
}
