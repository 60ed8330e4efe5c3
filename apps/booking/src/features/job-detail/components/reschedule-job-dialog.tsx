import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobDetail, SlotsResponse } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { apiErrorCode, errorMessage } from '@marketplace/api-client/errors';
import { JobTime } from '@marketplace/job-ui/job-time';
import { useRescheduleJob } from '../api/use-reschedule-job';
import { useRescheduleSlots } from '../api/use-reschedule-slots';

/** What the slot picker is given: start times grouped by day, in the market's zone. */
export interface SlotChoiceProps {
  slots: SlotsResponse;
  value?: string;
  onChange: (start: string) => void;
  /** While the move is being saved. */
  disabled?: boolean;
}

export interface RescheduleJobDialogProps {
  job: JobDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking flow's slot picker, handed in by the page (features do not import each other). */
  renderSlotPicker: (props: SlotChoiceProps) => ReactNode;
  /** After the job was moved and the dialog closed. */
  onRescheduled?: () => void;
}

/** Other times with the same provider; moving keeps the job (same id, same price). */
export function RescheduleJobDialog({ job, open, onOpenChange, renderSlotPicker, onRescheduled }: RescheduleJobDialogProps) {
  const intl = useIntl();
  const slots = useRescheduleSlots(job.id, open);
  const reschedule = useRescheduleJob(job.id);
  const { toast } = useToast();
  const [start, setStart] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const hasSlots = Boolean(slots.data?.days.some((day) => day.slots.length > 0));

  async function submit() {
    if (!start) {
      setProblem(intl.formatMessage({ id: 'booking.reschedule.choose-first', defaultMessage: 'Choose a new time first.' }));
      return;
    }
    setProblem(null);
    const moved = await reschedule.mutateAsync(start);
    const when = formatDateTime(moved.start, { timeZone: moved.timeZone, format: 'datetime', showTimeZone: true, locale: intl.locale });
    toast({
      title: intl.formatMessage({ id: 'booking.reschedule.done-title', defaultMessage: 'Your job has moved' }),
      description: intl.formatMessage({ id: 'booking.reschedule.done', defaultMessage: 'It now starts {when}.' }, { when }),
      tone: 'success',
    });
    onOpenChange(false);
    onRescheduled?.();
  }
  function refused(error: unknown) {
    if (apiErrorCode(error) !== 'SLOT_TAKEN') return errorMessage(error);
    setStart(undefined);
    void slots.refetch();
    return intl.formatMessage({ id: 'booking.reschedule.slot-taken', defaultMessage: 'That time was just taken by someone else. The times below are up to date: please choose another.' });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={intl.formatMessage({ id: 'booking.reschedule.title', defaultMessage: 'Choose a new time' })}
      description={intl.formatMessage({ id: 'booking.reschedule.description', defaultMessage: 'Same provider, same job: only the time changes.' })}
      formLabel={intl.formatMessage({ id: 'booking.reschedule.form-label', defaultMessage: 'New time' })}
      cancelLabel={intl.formatMessage({ id: 'booking.reschedule.keep', defaultMessage: 'Keep the current time' })}
      submitLabel={intl.formatMessage({ id: 'booking.reschedule.submit', defaultMessage: 'Move the job' })}
      canSubmit={hasSlots}
      error={problem}
      errorTitle={intl.formatMessage({ id: 'booking.reschedule.error-title', defaultMessage: 'The job was not moved' })}
      onSubmit={submit}
      onError={refused}
      intro={
        <>
          <p>
            <FormattedMessage id="booking.reschedule.now" defaultMessage="Now: {time}" values={{ time: <JobTime start={job.start} end={job.end} timeZone={job.timeZone} /> }} />
          </p>
          {slots.isPending && <Spinner label={intl.formatMessage({ id: 'booking.reschedule.finding', defaultMessage: 'Finding free times…' })} />}
          {slots.isError && (
            <Alert
              tone="danger"
              title={intl.formatMessage({ id: 'booking.reschedule.load-failed', defaultMessage: 'We could not load the free times' })}
              action={
                <Button onClick={() => void slots.refetch()}>
                  <FormattedMessage id="booking.reschedule.try-again" defaultMessage="Try again" />
                </Button>
              }
            >
              {errorMessage(slots.error)}
            </Alert>
          )}
          {slots.data && !hasSlots && (
            <Alert tone="info" title={intl.formatMessage({ id: 'booking.reschedule.none-title', defaultMessage: 'No other times are free' })}>
              {job.provider
                ? intl.formatMessage({ id: 'booking.reschedule.none-provider', defaultMessage: '{provider} has no other free time in the coming weeks. You can keep this time or cancel the job.' }, { provider: job.provider.displayName })
                : intl.formatMessage({ id: 'booking.reschedule.none', defaultMessage: 'There is no other free time in the coming weeks. You can keep this time or cancel the job.' })}
            </Alert>
          )}
        </>
      }
    >
      {slots.data && (
        // Busy while the times are asked for again (after one was taken).
        <div aria-busy={slots.isFetching || undefined}>{renderSlotPicker({ slots: slots.data, value: start, onChange: setStart, disabled: reschedule.isPending })}</div>
      )}
    </FormDialog>
  );
}
