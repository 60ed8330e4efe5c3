import type { JobEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { jobStatusLabel } from '../../../lib/job-status';
import { eventActor, eventHeadline, reasonLabel, timelineInOrder } from '../domain/job-timeline';
import styles from './job-detail.module.css';

function Change({ event }: { event: JobEvent }) {
  if (!event.from) return <>Booked: {jobStatusLabel(event.to)}</>;
  return (
    <>
      {jobStatusLabel(event.from)} <span aria-hidden="true">→</span>
      <VisuallyHidden>{' to '}</VisuallyHidden> {jobStatusLabel(event.to)}
    </>
  );
}

/** Every status change of the job, oldest first: what happened, when, who, from → to, and why. */
export function JobStatusTimeline({ events, timeZone }: { events: readonly JobEvent[]; timeZone: string }) {
  if (events.length === 0) return <p className={styles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {timelineInOrder(events).map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.event}>
          <p className={styles.eventChange}>
            {eventHeadline(event) && <>{eventHeadline(event)} · </>}
            <Change event={event} />
          </p>
          <p className={styles.eventMeta} {...personalDataProps}>
            <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · {eventActor(event.actor)}
          </p>
          {event.reason && <p className={styles.eventReason} {...personalDataProps}>{reasonLabel(event)}: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
