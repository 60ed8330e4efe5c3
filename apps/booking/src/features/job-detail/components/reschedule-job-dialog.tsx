import { useState, type ReactNode } from 'react';
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

const slotTakenMessage = 'That time was just taken by someone else. The times below are up to date: please choose another.';

/** Other times with the same provider; moving keeps the job (same id, same price). */
export function RescheduleJobDialog({ job, open, onOpenChange, renderSlotPicker, onRescheduled }: RescheduleJobDialogProps) {
  const slots = useRescheduleSlots(job.id, open);
  const reschedule = useRescheduleJob(job.id);
  const { toast } = useToast();
  const [start, setStart] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const hasSlots = Boolean(slots.data?.days.some((day) => day.slots.length > 0));

  async function submit() {
    if (!start) {
      setProblem('Choose a new time first.');
      return;
    }
    setProblem(null);
    const moved = await reschedule.mutateAsync(start);
    const when = formatDateTime(moved.start, { timeZone: moved.timeZone, format: 'datetime', showTimeZone: true });
    toast({ title: 'Your job has moved', description: `It now starts ${when}.`, tone: 'success' });
    onOpenChange(false);
    onRescheduled?.();
  }
  function refused(error: unknown) {
    if (apiErrorCode(error) !== 'SLOT_TAKEN') return errorMessage(error);
    setStart(undefined);
    void slots.refetch();
    return slotTakenMessage;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Choose a new time"
      description="Same provider, same job: only the time changes."
      formLabel="New time"
      cancelLabel="Keep the current time"
      submitLabel="Move the job"
      canSubmit={hasSlots}
      error={problem}
      errorTitle="The job was not moved"
      onSubmit={submit}
      onError={refused}
      intro={
        <>
          <p>
            Now: <JobTime start={job.start} end={job.end} timeZone={job.timeZone} />
          </p>
          {slots.isPending && <Spinner label="Finding free times…" />}
          {slots.isError && (
            <Alert tone="danger" title="We could not load the free times" action={<Button onClick={() => void slots.refetch()}>Try again</Button>}>
              {errorMessage(slots.error)}
            </Alert>
          )}
          {slots.data && !hasSlots && (
            <Alert tone="info" title="No other times are free">
              {job.provider ? `${job.provider.displayName} has` : 'There is'} no other free time in the coming weeks. You can keep this time or cancel the job.
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
