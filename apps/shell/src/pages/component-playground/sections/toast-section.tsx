import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { useToast, type ToastOptions, type ToastTone } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';

const samples: Record<ToastTone, ToastOptions> = {
  info: { title: 'Your pro is on the way', description: 'Alex arrives in about 20 minutes.' },
  success: { title: 'Booking confirmed', description: 'Deep cleaning on Friday at 9:00.' },
  warning: { title: 'Payment method expires soon', description: 'Update your card before the next booking.' },
  danger: { title: 'Could not save', description: 'Check your connection and try again.' },
};

export function ToastExamples() {
  const { toast } = useToast();
  return (
    <>
      <Example title="One button per tone (toasts close by themselves after 5 s, or with ×, Escape or a swipe)">
        <Stack direction="row" wrap>
          {(Object.keys(samples) as ToastTone[]).map((tone) => (
            <Button key={tone} variant="secondary" onClick={() => toast({ ...samples[tone], tone })}>
              Raise {tone} toast
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title="Title only, shown for 10 s">
        <Button variant="secondary" onClick={() => toast({ title: 'Copied to the clipboard', duration: 10_000 })}>
          Raise a long toast
        </Button>
      </Example>
    </>
  );
}
