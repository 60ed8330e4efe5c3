import { useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';
import { usePlanStep } from '../api/use-plan-changes';
import type { PlanDialogProps } from './end-plan-dialog';

/**
 * Pausing costs nothing (docs/repeat-business.md): visits outside their fee window are cancelled
 * free, those inside it stay (each may still be skipped, its fee shown first).
 */
export function PausePlanDialog({ plan, open, onOpenChange, onDone }: PlanDialogProps) {
  const intl = useIntl();
  const pause = usePlanStep(plan.id, 'pause');
  const { toast } = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={intl.formatMessage({ id: 'booking.plans.pause-title', defaultMessage: 'Pause this plan?' })}
      description={intl.formatMessage(
        {
          id: 'booking.plans.pause-description',
          defaultMessage:
            'No new visits are made while the plan is paused. Visits more than {hours, plural, one {# hour} other {# hours}} away are cancelled free; sooner ones stay, and you can still skip them. You can resume the plan at any time.',
        },
        { hours: plan.policy.freeCancellationHours },
      )}
      initialFocus="submit"
      cancelLabel={intl.formatMessage({ id: 'booking.plans.keep-going', defaultMessage: 'Keep it going' })}
      submitLabel={intl.formatMessage({ id: 'booking.plans.pause-submit', defaultMessage: 'Pause plan' })}
      errorTitle={intl.formatMessage({ id: 'booking.plans.pause-failed', defaultMessage: 'The plan was not paused' })}
      onSubmit={async () => {
        await pause.mutateAsync();
        toast({ title: intl.formatMessage({ id: 'booking.plans.pause-done', defaultMessage: 'Your plan is paused' }), tone: 'success' });
        onOpenChange(false);
        onDone?.();
      }}
      onError={(error) => errorMessage(error)}
    />
  );
}
