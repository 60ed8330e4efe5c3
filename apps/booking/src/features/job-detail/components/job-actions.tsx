import { useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { buildPath, routes, type JobDetail } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { BookAgain } from './book-again';
import { CancelJobDialog } from './cancel-job-dialog';
import { RescheduleJobDialog, type RescheduleJobDialogProps } from './reschedule-job-dialog';
import styles from './job-detail.module.css';

/** Statuses the job can still happen in, so a calendar entry is worth having. */
const ahead = new Set<JobDetail['status']>(['requested', 'confirmed', 'unassigned', 'in_progress']);

export interface JobActionsProps {
  job: JobDetail;
  renderSlotPicker: RescheduleJobDialogProps['renderSlotPicker'];
  /** Where focus goes after a change removed the button that was used (e.g. the job's status). */
  focusAfterChange: RefObject<HTMLElement | null>;
}

type Open = { dialog: 'cancel' | 'reschedule' | null; opening: number };

/** What the customer may do with the job now (the API checks again), and the .ics file. */
export function JobActions({ job, renderSlotPicker, focusAfterChange }: JobActionsProps) {
  // A new key per opening: each dialog starts afresh (quote asked again, form empty).
  const [open, setOpen] = useState<Open>({ dialog: null, opening: 0 });
  const show = (dialog: Open['dialog']) => setOpen((current) => ({ dialog, opening: current.opening + 1 }));
  const hide = (isOpen: boolean) => {
    if (!isOpen) setOpen((current) => ({ ...current, dialog: null }));
  };
  const changed = () => focusIfLost(focusAfterChange);
  return (
    <div className={styles.actions}>
      {job.can.bookAgain && <BookAgain job={job} />}
      {ahead.has(job.status) && (
        <Button asChild variant="secondary">
          <a href={buildPath(routes['jobs.calendar'].path, { jobId: job.id })} download={`job-${job.id}.ics`}>
            <FormattedMessage id="booking.job-actions.calendar" defaultMessage="Add to calendar (.ics)" />
          </a>
        </Button>
      )}
      {job.can.reschedule && (
        <Button variant="secondary" onClick={() => show('reschedule')}>
          <FormattedMessage id="booking.job-actions.reschedule" defaultMessage="Reschedule" />
        </Button>
      )}
      {job.can.cancel && (
        <Button variant="danger" onClick={() => show('cancel')}>
          <FormattedMessage id="booking.job-actions.cancel" defaultMessage="Cancel job" />
        </Button>
      )}
      {/* Mounted whatever `can` says, so a change that takes the right away does not pull the dialog from under the customer. */}
      <CancelJobDialog key={`cancel-${open.opening}`} job={job} open={open.dialog === 'cancel'} onOpenChange={hide} onCancelled={changed} />
      <RescheduleJobDialog
        key={`reschedule-${open.opening}`}
        job={job}
        open={open.dialog === 'reschedule'}
        onOpenChange={hide}
        onRescheduled={changed}
        renderSlotPicker={renderSlotPicker}
      />
    </div>
  );
}
