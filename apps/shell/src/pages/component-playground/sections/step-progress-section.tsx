import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { StepProgress, type ProgressStep } from '@marketplace/shared-ui/step-progress';
import { Example } from '../playground-section';

const labels = defineMessages({
  services: { id: 'shell.playground.steps.services', defaultMessage: 'Services' },
  address: { id: 'shell.playground.steps.address', defaultMessage: 'Address' },
  info: { id: 'shell.playground.steps.info', defaultMessage: 'Job info' },
  time: { id: 'shell.playground.steps.time', defaultMessage: 'Time' },
  confirm: { id: 'shell.playground.steps.confirm', defaultMessage: 'Confirm' },
});
const steps = Object.keys(labels) as Array<keyof typeof labels>;

export function StepProgressExamples() {
  const intl = useIntl();
  const [current, setCurrent] = useState(2);
  const stepsAt = (at: number): ProgressStep[] =>
    steps.map((step, index) => ({
      id: step,
      label: intl.formatMessage(labels[step]),
      status: index < at ? 'complete' : index === at ? 'current' : 'upcoming',
    }));
  return (
    <Example
      title={intl.formatMessage({ id: 'shell.playground.steps.title', defaultMessage: 'Five steps with controls (below 40rem it becomes “Step 3 of 5”)' })}
    >
      <Stack gap={4}>
        <StepProgress steps={stepsAt(current)} />
        <Stack direction="row" wrap>
          <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
            <FormattedMessage id="shell.playground.steps.previous" defaultMessage="Previous step" />
          </Button>
          <Button disabled={current === steps.length - 1} onClick={() => setCurrent(current + 1)}>
            <FormattedMessage id="shell.playground.steps.next" defaultMessage="Next step" />
          </Button>
        </Stack>
      </Stack>
    </Example>
  );
}
