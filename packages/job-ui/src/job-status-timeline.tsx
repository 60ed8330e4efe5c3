import type { JobEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { jobStatusLabel } from './job-status';
import { eventActor, eventHeadline, reasonLabel, timelineInOrder } from './job-timeline';
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

export interface JobStatusTimelineProps {
  events: readonly JobEvent[];
  timeZone: string;
  /** Words each step for the customer ("we are finding you another provider"); off for the provider's own view. */
  customerWords?: boolean;
}

/** Every status change of the job, oldest first: what happened, when, who, from → to, and why. */
export function JobStatusTimeline({ events, timeZone, customerWords = true }: JobStatusTimelineProps) {
  if (events.length === 0) return <p className={styles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {timelineInOrder(events).map((event, index) => {
        const headline = customerWords ? eventHeadline(event) : null;
        return (
          <li key={`${event.at}-${index}`} className={styles.event}>
            <p className={styles.eventChange}>
              {headline && <>{headline} · </>}
              <Change event={event} />
            </p>
            <p className={styles.eventMeta} {...personalDataProps}>
              <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · {eventActor(event.actor)}
            </p>
            {event.reason && <p className={styles.eventReason} {...personalDataProps}>{reasonLabel(event)}: {event.reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}
