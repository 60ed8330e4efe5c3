import { useIntl } from 'react-intl';
import type { PlanDetail } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';
import { QuoteCheck } from '../../../components/quote-check';
import { useEndingQuote } from '../api/use-ending-quote';
import { usePlanStep } from '../api/use-plan-changes';
import { EndingQuoteList } from './ending-quote-list';

export interface PlanDialogProps {
  plan: PlanDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the change was made and the dialog closed. */
  onDone?: () => void;
}

/** Asks what ending costs first (each visit cancelled and its fee), then ends the plan. Mount with a new `key` per opening. */
export function EndPlanDialog({ plan, open, onOpenChange, onDone }: PlanDialogProps) {
  const intl = useIntl();
  const quote = useEndingQuote(plan.id, open);
  const end = usePlanStep(plan.id, 'end');
  const { toast } = useToast();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="md"
      title={intl.formatMessage({ id: 'booking.plans.end-title', defaultMessage: 'End this plan?' })}
      description={intl.formatMessage({
        id: 'booking.plans.end-description',
        defaultMessage: 'Every visit still to come is cancelled under the cancellation policy, and no new visits are made. This cannot be undone.',
      })}
      initialFocus="cancel"
      cancelLabel={intl.formatMessage({ id: 'booking.plans.keep-plan', defaultMessage: 'Keep the plan' })}
      submitLabel={intl.formatMessage({ id: 'booking.plans.end-submit', defaultMessage: 'End plan' })}
      submitVariant="danger"
      canSubmit={quote.isSuccess}
      errorTitle={intl.formatMessage({ id: 'booking.plans.end-failed', defaultMessage: 'The plan was not ended' })}
      onSubmit={async () => {
        await end.mutateAsync();
        toast({ title: intl.formatMessage({ id: 'booking.plans.end-done', defaultMessage: 'Your plan has ended' }), tone: 'success' });
        onOpenChange(false);
        onDone?.();
      }}
      onError={(error) => {
        // Fees may have changed meanwhile (a visit entered its fee window): show them as they are now.
        void quote.refetch();
        return errorMessage(error);
      }}
      intro={
        <>
          <QuoteCheck
            query={quote}
            checking={intl.formatMessage({ id: 'booking.plans.end-checking', defaultMessage: 'Checking what ending the plan costs…' })}
            failed={intl.formatMessage({ id: 'booking.plans.end-check-failed', defaultMessage: 'We could not check what ending the plan costs' })}
          />
          {quote.data && <EndingQuoteList quote={quote.data} timeZone={plan.timeZone} />}
        </>
      }
    />
  );
}
