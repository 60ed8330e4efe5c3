import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { useToast, type ToastTone } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';

const samples: Record<ToastTone, Record<'title' | 'description', MessageDescriptor>> = {
  info: defineMessages({
    title: { id: 'shell.playground.toast.info.title', defaultMessage: 'Your pro is on the way' },
    description: { id: 'shell.playground.toast.info.description', defaultMessage: 'Alex arrives in about 20 minutes.' },
  }),
  success: defineMessages({
    title: { id: 'shell.playground.toast.success.title', defaultMessage: 'Booking confirmed' },
    description: { id: 'shell.playground.toast.success.description', defaultMessage: 'Deep cleaning on Friday at 9:00.' },
  }),
  warning: defineMessages({
    title: { id: 'shell.playground.toast.warning.title', defaultMessage: 'Payment method expires soon' },
    description: { id: 'shell.playground.toast.warning.description', defaultMessage: 'Update your card before the next booking.' },
  }),
  danger: defineMessages({
    title: { id: 'shell.playground.toast.danger.title', defaultMessage: 'Could not save' },
    description: { id: 'shell.playground.toast.danger.description', defaultMessage: 'Check your connection and try again.' },
  }),
};

const raise = defineMessages<ToastTone>({
  info: { id: 'shell.playground.toast.raise-info', defaultMessage: 'Raise info toast' },
  success: { id: 'shell.playground.toast.raise-success', defaultMessage: 'Raise success toast' },
  warning: { id: 'shell.playground.toast.raise-warning', defaultMessage: 'Raise warning toast' },
  danger: { id: 'shell.playground.toast.raise-danger', defaultMessage: 'Raise danger toast' },
});

export function ToastExamples() {
  const intl = useIntl();
  const { toast } = useToast();
  return (
    <>
      <Example
        title={intl.formatMessage({
          id: 'shell.playground.toast.tones',
          defaultMessage: 'One button per tone (toasts close by themselves after 5 s, or with ×, Escape or a swipe)',
        })}
      >
        <Stack direction="row" wrap>
          {(Object.keys(samples) as ToastTone[]).map((tone) => (
            <Button
              key={tone}
              variant="secondary"
              onClick={() => toast({ title: intl.formatMessage(samples[tone].title), description: intl.formatMessage(samples[tone].description), tone })}
            >
              {intl.formatMessage(raise[tone])}
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.toast.long', defaultMessage: 'Title only, shown for 10 s' })}>
        <Button
          variant="secondary"
          onClick={() => toast({ title: intl.formatMessage({ id: 'shell.playground.toast.copied', defaultMessage: 'Copied to the clipboard' }), duration: 10_000 })}
        >
          <FormattedMessage id="shell.playground.toast.raise-long" defaultMessage="Raise a long toast" />
        </Button>
      </Example>
    </>
  );
}
