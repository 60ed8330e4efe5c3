import { useIntl } from 'react-intl';
import type { DeskEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { jobStatusLabel } from '@marketplace/job-ui/job-status';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { actorText, changeLines } from '../domain/desk-words';
import styles from './job-desk.module.css';

export interface DeskHistoryProps {
  events: readonly DeskEvent[];
  timeZone: string;
  currency: string;
}

/** Every event, oldest first: when, who and in what role, from → to, before → after, and why. */
export function DeskHistory({ events, timeZone, currency }: DeskHistoryProps) {
  const intl = useIntl();
  if (events.length === 0) return <p className={styles.muted}>Nothing has happened to this job yet.</p>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className={styles.history} aria-label="Job history">
      {ordered.map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.event}>
          <p className={styles.strong}>
            {event.from === null ? (
              <>Booked: {jobStatusLabel(intl, event.to)}</>
            ) : event.from === event.to ? (
              <>Changed while {jobStatusLabel(intl, event.to)}</>
            ) : (
              <>
                {jobStatusLabel(intl, event.from)} <span aria-hidden="true">→</span>
                <VisuallyHidden>{' to '}</VisuallyHidden> {jobStatusLabel(intl, event.to)}
              </>
            )}
          </p>
          <p className={styles.eventMeta} {...personalDataProps}>
            <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · {actorText(event.actor)}
          </p>
          {changeLines(event.changes, timeZone, currency).map((line) => (
            <p key={line} {...personalDataProps}>
              {line}
            </p>
          ))}
          {event.reason && <p {...personalDataProps}>Reason: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
