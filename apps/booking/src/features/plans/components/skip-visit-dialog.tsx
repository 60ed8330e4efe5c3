import { useIntl } from 'react-intl';
import type { PlanVisit } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { useFormat } from '@marketplace/shared-ui/format';
import { useToast } from '@marketplace/shared-ui/toast';
import { QuoteCheck } from '../../../components/quote-check';
import { useCancellationQuote } from '../../../lib/queries/use-cancellation-quote';
import { useSkipVisit } from '../api/use-plan-changes';
import { skipOutcome } from '../domain/skip-outcome';

export interface SkipVisitDialogProps {
  planId: string;
  visit: PlanVisit;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks the visit's cancellation quote first and states it (free, or the fee), then skips. Mount with a new `key` per opening. */
export function SkipVisitDialog({ planId, visit, timeZone, open, onOpenChange }: SkipVisitDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const quote = useCancellationQuote(visit.jobId, open);
  const skip = useSkipVisit(planId);
  const { toast } = useToast();
  const outcome = quote.data ? skipOutcome(intl, quote.data) : null;
  const day = format.dateTime(visit.start, { format: 'weekday-date', timeZone });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={intl.formatMessage({ id: 'booking.plans.skip-title', defaultMessage: 'Skip the visit on {day}?' }, { day })}
      initialFocus="cancel"
      cancelLabel={intl.formatMessage({ id: 'booking.plans.keep-visit', defaultMessage: 'Keep the visit' })}
      submitLabel={intl.formatMessage({ id: 'booking.plans.skip-submit', defaultMessage: 'Skip visit' })}
      submitVariant="danger"
      canSubmit={Boolean(outcome?.allowed)}
      errorTitle={intl.formatMessage({ id: 'booking.plans.skip-failed', defaultMessage: 'The visit was not skipped' })}
      onSubmit={async () => {
        await skip.mutateAsync(visit.jobId);
        toast({ title: intl.formatMessage({ id: 'booking.plans.skip-done', defaultMessage: 'Visit skipped' }), description: outcome?.message, tone: 'success' });
        onOpenChange(false);
      }}
      onError={(error) => {
        // The terms may have changed meanwhile (the free period ended): show them as they are now.
        void quote.refetch();
        return errorMessage(error);
      }}
      intro={
        <>
          <QuoteCheck
            query={quote}
            checking={intl.formatMessage({ id: 'booking.plans.skip-checking', defaultMessage: 'Checking what skipping costs…' })}
            failed={intl.formatMessage({ id: 'booking.plans.skip-check-failed', defaultMessage: 'We could not check what skipping costs' })}
          />
          {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
        </>
      }
    />
  );
}
