import { Stack } from '@marketplace/shared-ui/stack';
import { StrengthMeter } from '@marketplace/shared-ui/strength-meter';
import { Example } from '../playground-section';

export function StrengthMeterExamples() {
  return (
    <>
      <Example title="Low, with advice">
        <StrengthMeter label="Strength" value={1} max={4} valueText="Weak" tone="danger" hints={['This is a commonly used word.', 'Add another word or two.']} />
      </Example>
      <Example title="Middle and full">
        <Stack gap={4}>
          <StrengthMeter label="Strength" value={2} max={4} valueText="Fair" tone="warning" />
          <StrengthMeter label="Strength" value={4} max={4} valueText="Very strong" tone="success" />
        </Stack>
      </Example>
    </>
  );
}
