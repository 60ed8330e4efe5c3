import { FormattedMessage, useIntl } from 'react-intl';
import type { JobEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { jobStatusLabel } from './job-status';
import { eventActor, eventHeadline, reasonLabel, timelineInOrder } from './job-timeline';
import styles from './job-status-timeline.module.css';

function Change({ event }: { event: JobEvent }) {
  const intl = useIntl();
  const to = jobStatusLabel(intl, event.to);
  if (!event.from) return <FormattedMessage id="job-ui.timeline.booked" defaultMessage="Booked: {status}" values={{ status: to }} />;
  return (
    <FormattedMessage
      id="job-ui.timeline.change"
      defaultMessage="{from} <arrow>→</arrow><hidden>to</hidden> {to}"
      values={{
        from: jobStatusLabel(intl, event.from),
        to,
        arrow: (chunks) => <span aria-hidden="true">{chunks}</span>,
        hidden: (chunks) => <VisuallyHidden> {chunks} </VisuallyHidden>,
      }}
    />
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
  const intl = useIntl();
  if (events.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="job-ui.timeline.empty" defaultMessage="No changes yet." />
      </p>
    );
  }
  return (
    <ol className={styles.timeline}>
      {timelineInOrder(events).map((event, index) => {
        const headline = customerWords ? eventHeadline(intl, event) : null;
        return (
          <li key={`${event.at}-${index}`} className={styles.event}>
            <p className={styles.eventChange}>
              {headline && <>{headline} · </>}
              <Change event={event} />
            </p>
            <p className={styles.eventMeta} {...personalDataProps}>
              <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · {eventActor(intl, event.actor)}
            </p>
            {event.reason && (
              <p className={styles.eventReason} {...personalDataProps}>
                <FormattedMessage
                  id="job-ui.timeline.reason-line"
                  defaultMessage="{label}: {reason}"
                  values={{ label: reasonLabel(intl, event), reason: event.reason }}
                />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
