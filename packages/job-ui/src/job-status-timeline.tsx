import type { JobEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { jobStatusLabel } from './job-status';
import { eventActor, timelineInOrder } from './job-timeline';
import styles from './job-status-timeline.module.css';

function Change({ event }: { event: JobEvent }) {
  if (!event.from) return <>Booked: {jobStatusLabel(event.to)}</>;
  return (
    <>
      {jobStatusLabel(event.from)} <span aria-hidden="true">→</span>
      <VisuallyHidden>{' to '}</VisuallyHidden> {jobStatusLabel(event.to)}
    </>
  );
}

/** Every status change of the job, oldest first: when, who, from → to, and why. */
export function JobStatusTimeline({ events, timeZone }: { events: readonly JobEvent[]; timeZone: string }) {
  if (events.length === 0) return <p className={styles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {timelineInOrder(events).map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.event}>
          <p className={styles.eventChange}>
            <Change event={event} />
          </p>
          <p className={styles.eventMeta} {...personalDataProps}>
            <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · {eventActor(event.actor)}
          </p>
          {event.reason && <p className={styles.eventReason} {...personalDataProps}>Reason: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
