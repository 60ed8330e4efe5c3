import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, type AlertTone } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

const samples: Record<AlertTone, Record<'title' | 'message' | 'action', MessageDescriptor>> = {
  info: defineMessages({
    title: { id: 'shell.playground.alert.info.title', defaultMessage: 'Prices include tax' },
    message: { id: 'shell.playground.alert.info.message', defaultMessage: 'What you see is what you pay.' },
    action: { id: 'shell.playground.alert.info.action', defaultMessage: 'Learn more' },
  }),
  success: defineMessages({
    title: { id: 'shell.playground.alert.success.title', defaultMessage: 'Booking confirmed' },
    message: { id: 'shell.playground.alert.success.message', defaultMessage: 'We sent the details to your email.' },
    action: { id: 'shell.playground.alert.success.action', defaultMessage: 'View booking' },
  }),
  warning: defineMessages({
    title: { id: 'shell.playground.alert.warning.title', defaultMessage: 'Few pros left' },
    message: { id: 'shell.playground.alert.warning.message', defaultMessage: 'Only two pros are free on Friday.' },
    action: { id: 'shell.playground.alert.warning.action', defaultMessage: 'Pick another day' },
  }),
  danger: defineMessages({
    title: { id: 'shell.playground.alert.danger.title', defaultMessage: 'Payment failed' },
    message: { id: 'shell.playground.alert.danger.message', defaultMessage: 'Your card was declined.' },
    action: { id: 'shell.playground.alert.danger.action', defaultMessage: 'Retry' },
  }),
};

export function AlertExamples() {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState<AlertTone[]>([]);
  const tones = (Object.keys(samples) as AlertTone[]).filter((tone) => !dismissed.includes(tone));
  return (
    <>
      <Example
        title={intl.formatMessage({
          id: 'shell.playground.alert.tones',
          defaultMessage: 'Each tone, with an action (info and success are role=status, warning and danger role=alert)',
        })}
      >
        <Stack gap={3}>
          {tones.map((tone) => (
            <Alert
              key={tone}
              tone={tone}
              title={intl.formatMessage(samples[tone].title)}
              action={
                <Button size="sm" variant="secondary" onClick={() => setDismissed([...dismissed, tone])}>
                  {intl.formatMessage(samples[tone].action)}
                </Button>
              }
            >
              {intl.formatMessage(samples[tone].message)}
            </Alert>
          ))}
          {dismissed.length > 0 && (
            <Button variant="ghost" onClick={() => setDismissed([])}>
              <FormattedMessage id="shell.playground.alert.show-all" defaultMessage="Show all alerts again" />
            </Button>
          )}
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.alert.message-only', defaultMessage: 'Message only, no title' })}>
        <Alert>
          <FormattedMessage id="shell.playground.alert.saved-automatically" defaultMessage="Your changes are saved automatically." />
        </Alert>
      </Example>
    </>
  );
}
