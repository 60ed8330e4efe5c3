import { useState } from 'react';
import type { JobDesk } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { apiErrorCode, errorMessage } from '@marketplace/api-client/errors';
import { JobTime } from '@marketplace/job-ui/job-time';
import { useRescheduleFromDesk, useRescheduleSlots, type DeskJobRef } from '../api/use-job-desk';
import styles from './job-desk.module.css';

/** At most this many days of free times are listed (the dialog stays short; the next days follow). */
const DAYS_SHOWN = 14;

export interface RescheduleDialogProps {
  job: JobDesk;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Other free start times of the same provider (the customer's reschedule, reused), in the market's zone. */
export function RescheduleDialog({ job, deskRef, open, onOpenChange }: RescheduleDialogProps) {
  const slots = useRescheduleSlots(job.id, open);
  const move = useRescheduleFromDesk(deskRef);
  const { toast } = useToast();
  const [start, setStart] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const days = (slots.data?.days ?? []).filter((day) => day.slots.length > 0).slice(0, DAYS_SHOWN);
  const timeZone = slots.data?.timeZone ?? job.timeZone;

  async function submit() {
    if (!start) {
      setProblem('Choose a new time first.');
      return;
    }
    setProblem(null);
    const moved = await move.mutateAsync(start);
    toast({ title: 'The job has moved', description: `It now starts ${formatDateTime(moved.start, { timeZone, format: 'datetime', showTimeZone: true })}.`, tone: 'success' });
    onOpenChange(false);
  }
  function refused(error: unknown) {
    if (apiErrorCode(error) === 'SLOT_TAKEN') {
      setStart(undefined);
      void slots.refetch();
    }
    return errorMessage(error);
  }

  const pending = move.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Move the job"
      description={`Free start times of ${job.provider?.displayName ?? 'its provider'}, in ${timeZone}.`}
      formLabel="New time"
      cancelLabel="Keep the current time"
      submitLabel="Move the job"
      canSubmit={days.length > 0}
      error={problem}
      errorTitle="The job was not moved"
      onSubmit={submit}
      onError={refused}
      intro={
        <>
          <p className={styles.muted}>
            Now: <JobTime start={job.start} end={job.end} timeZone={job.timeZone} />
          </p>
          {slots.isPending && <Spinner label="Finding free times…" />}
          {slots.isError && (
            <Alert tone="danger" title="We could not load the free times" action={<Button onClick={() => void slots.refetch()}>Try again</Button>}>
              {errorMessage(slots.error)}
            </Alert>
          )}
          {slots.data && days.length === 0 && (
            <Alert tone="info" title="No other times are free">
              The provider has no other free time in the coming weeks: reassign the job or contact the customer.
            </Alert>
          )}
        </>
      }
    >
      <div className={styles.slots} role="group" aria-label="Free start times">
        {days.map((day) => (
          <section key={day.date} aria-label={formatDateTime(day.slots[0]!.start, { timeZone, format: 'date' })}>
            <h3 className={styles.slotDay}>{formatDateTime(day.slots[0]!.start, { timeZone, format: 'date' })}</h3>
            <ul className={styles.slotList}>
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <Button size="sm" variant={slot.start === start ? 'primary' : 'secondary'} aria-pressed={slot.start === start} disabled={pending} onClick={() => setStart(slot.start)}>
                    {formatDateTime(slot.start, { timeZone, format: 'time' })}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </FormDialog>
  );
}
