import { useState } from 'react';
import { Alert, type AlertTone } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

const samples: Record<AlertTone, { title: string; message: string; action: string }> = {
  info: { title: 'Prices include tax', message: 'What you see is what you pay.', action: 'Learn more' },
  success: { title: 'Booking confirmed', message: 'We sent the details to your email.', action: 'View booking' },
  warning: { title: 'Few pros left', message: 'Only two pros are free on Friday.', action: 'Pick another day' },
  danger: { title: 'Payment failed', message: 'Your card was declined.', action: 'Retry' },
};

export function AlertExamples() {
  const [dismissed, setDismissed] = useState<AlertTone[]>([]);
  const tones = (Object.keys(samples) as AlertTone[]).filter((tone) => !dismissed.includes(tone));
  return (
    <>
      <Example title="Each tone, with an action (info and success are role=status, warning and danger role=alert)">
        <Stack gap={3}>
          {tones.map((tone) => (
            <Alert
              key={tone}
              tone={tone}
              title={samples[tone].title}
              action={
                <Button size="sm" variant="secondary" onClick={() => setDismissed([...dismissed, tone])}>
                  {samples[tone].action}
                </Button>
              }
            >
              {samples[tone].message}
            </Alert>
          ))}
          {dismissed.length > 0 && (
            <Button variant="ghost" onClick={() => setDismissed([])}>
              Show all alerts again
            </Button>
          )}
        </Stack>
      </Example>
      <Example title="Message only, no title">
        <Alert>Your changes are saved automatically.</Alert>
      </Example>
    </>
  );
}
