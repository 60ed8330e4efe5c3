import { FormattedMessage, useIntl } from 'react-intl';
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
  if (events.length === 0)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="market.desk.history.empty" defaultMessage="Nothing has happened to this job yet." />
      </p>
    );
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className={styles.history} aria-label={intl.formatMessage({ id: 'market.desk.history.label', defaultMessage: 'Job history' })}>
      {ordered.map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.event}>
          <p className={styles.strong}>
            {event.from === null ? (
              <FormattedMessage id="market.desk.history.booked" defaultMessage="Booked: {status}" values={{ status: jobStatusLabel(intl, event.to) }} />
            ) : event.from === event.to ? (
              <FormattedMessage id="market.desk.history.changed-while" defaultMessage="Changed while {status}" values={{ status: jobStatusLabel(intl, event.to) }} />
            ) : (
              <FormattedMessage
                id="market.desk.history.from-to"
                defaultMessage="{from} <arrow>→</arrow><hidden> to </hidden> {to}"
                values={{
                  from: jobStatusLabel(intl, event.from),
                  to: jobStatusLabel(intl, event.to),
                  arrow: (chunks) => <span aria-hidden="true">{chunks}</span>,
                  hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                }}
              />
            )}
          </p>
          <p className={styles.eventMeta} {...personalDataProps}>
            <DateTime value={event.at} timeZone={timeZone} format="datetime" showTimeZone /> · <span translate="no">{actorText(intl, event.actor)}</span>
          </p>
          {changeLines(intl, event.changes, timeZone, currency).map((line) => (
            <p key={line} {...personalDataProps}>
              {line}
            </p>
          ))}
          {event.reason && (
            <p {...personalDataProps}>
              <FormattedMessage id="market.desk.history.reason" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{event.reason}</span> }} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
