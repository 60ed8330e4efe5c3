import { useState } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { StepProgress, type ProgressStep } from '@marketplace/shared-ui/step-progress';
import { Example } from '../playground-section';

const labels = ['Services', 'Address', 'Job info', 'Time', 'Confirm'];

function stepsAt(current: number): ProgressStep[] {
  return labels.map((label, index) => ({
    id: label,
    label,
    status: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}

export function StepProgressExamples() {
  const [current, setCurrent] = useState(2);
  return (
    <Example title="Five steps with controls (below 40rem it becomes “Step 3 of 5”)">
      <Stack gap={4}>
        <StepProgress steps={stepsAt(current)} />
        <Stack direction="row" wrap>
          <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
            Previous step
          </Button>
          <Button disabled={current === labels.length - 1} onClick={() => setCurrent(current + 1)}>
            Next step
          </Button>
        </Stack>
      </Stack>
    </Example>
  );
}
