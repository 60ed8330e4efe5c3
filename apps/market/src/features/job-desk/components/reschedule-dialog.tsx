import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { locale } = intl;
  const slots = useRescheduleSlots(job.id, open);
  const move = useRescheduleFromDesk(deskRef);
  const { toast } = useToast();
  const [start, setStart] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const days = (slots.data?.days ?? []).filter((day) => day.slots.length > 0).slice(0, DAYS_SHOWN);
  const timeZone = slots.data?.timeZone ?? job.timeZone;

  async function submit() {
    if (!start) {
      setProblem(intl.formatMessage({ id: 'market.reschedule.choose-first', defaultMessage: 'Choose a new time first.' }));
      return;
    }
    setProblem(null);
    const moved = await move.mutateAsync(start);
    toast({
      title: intl.formatMessage({ id: 'market.reschedule.done', defaultMessage: 'The job has moved' }),
      description: intl.formatMessage({ id: 'market.reschedule.done-hint', defaultMessage: 'It now starts {start}.' }, { start: formatDateTime(moved.start, { timeZone, format: 'datetime', showTimeZone: true, locale }) }),
      tone: 'success',
    });
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
      title={intl.formatMessage({ id: 'market.reschedule.title', defaultMessage: 'Move the job' })}
      description={
        job.provider
          ? intl.formatMessage({ id: 'market.reschedule.description', defaultMessage: 'Free start times of {name}, in {timeZone}.' }, { name: job.provider.displayName, timeZone })
          : intl.formatMessage({ id: 'market.reschedule.description-no-provider', defaultMessage: 'Free start times of its provider, in {timeZone}.' }, { timeZone })
      }
      formLabel={intl.formatMessage({ id: 'market.reschedule.form', defaultMessage: 'New time' })}
      cancelLabel={intl.formatMessage({ id: 'market.reschedule.keep', defaultMessage: 'Keep the current time' })}
      submitLabel={intl.formatMessage({ id: 'market.reschedule.submit', defaultMessage: 'Move the job' })}
      canSubmit={days.length > 0}
      error={problem}
      errorTitle={intl.formatMessage({ id: 'market.reschedule.failed', defaultMessage: 'The job was not moved' })}
      onSubmit={submit}
      onError={refused}
      intro={
        <>
          <p className={styles.muted}>
            <FormattedMessage id="market.reschedule.now" defaultMessage="Now: {when}" values={{ when: <JobTime start={job.start} end={job.end} timeZone={job.timeZone} /> }} />
          </p>
          {slots.isPending && <Spinner label={intl.formatMessage({ id: 'market.reschedule.finding', defaultMessage: 'Finding free times…' })} />}
          {slots.isError && (
            <Alert
              tone="danger"
              title={intl.formatMessage({ id: 'market.reschedule.load-failed', defaultMessage: 'We could not load the free times' })}
              action={
                <Button onClick={() => void slots.refetch()}>
                  <FormattedMessage id="market.reschedule.retry" defaultMessage="Try again" />
                </Button>
              }
            >
              {errorMessage(slots.error)}
            </Alert>
          )}
          {slots.data && days.length === 0 && (
            <Alert tone="info" title={intl.formatMessage({ id: 'market.reschedule.none', defaultMessage: 'No other times are free' })}>
              <FormattedMessage id="market.reschedule.none-hint" defaultMessage="The provider has no other free time in the coming weeks: reassign the job or contact the customer." />
            </Alert>
          )}
        </>
      }
    >
      <div className={styles.slots} role="group" aria-label={intl.formatMessage({ id: 'market.reschedule.times', defaultMessage: 'Free start times' })}>
        {days.map((day) => (
          <section key={day.date} aria-label={formatDateTime(day.slots[0]!.start, { timeZone, format: 'date', locale })}>
            <h3 className={styles.slotDay}>{formatDateTime(day.slots[0]!.start, { timeZone, format: 'date', locale })}</h3>
            <ul className={styles.slotList}>
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <Button size="sm" variant={slot.start === start ? 'primary' : 'secondary'} aria-pressed={slot.start === start} disabled={pending} onClick={() => setStart(slot.start)}>
                    {formatDateTime(slot.start, { timeZone, format: 'time', locale })}
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
