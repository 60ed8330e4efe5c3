import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TimeOffConflict } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { DateTime } from '@marketplace/shared-ui/date-time';
import styles from './profile-editor.module.css';

/** Booked jobs inside time off: the provider reschedules or cancels each from its page. */
export function TimeOffConflicts({ conflicts, timeZone }: { conflicts: TimeOffConflict[]; timeZone: string }) {
  const intl = useIntl();
  if (conflicts.length === 0) return null;
  return (
    <Alert tone="warning" title={intl.formatMessage({ id: 'provider.time-off.conflicts', defaultMessage: 'These jobs fall in your time off' })}>
      <p>
        <FormattedMessage id="provider.time-off.conflicts-text" defaultMessage="They are still booked. Open each one to contact the customer, or ask your market to reassign it." />
      </p>
      <ul className={styles.conflicts}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.jobId}-${conflict.timeOffId}`}>
            <Link to={`/provider/job/${conflict.jobId}`}>
              {conflict.services.length ? (
                <FormattedMessage
                  id="provider.time-off.conflict-job"
                  defaultMessage="{services} on {when}"
                  values={{ services: <span translate="no">{conflict.services.join(', ')}</span>, when: <DateTime value={conflict.start} timeZone={timeZone} /> }}
                />
              ) : (
                <FormattedMessage id="provider.time-off.conflict-job-untitled" defaultMessage="Job on {when}" values={{ when: <DateTime value={conflict.start} timeZone={timeZone} /> }} />
              )}
            </Link>{' '}
            <FormattedMessage
              id="provider.time-off.conflict-status"
              defaultMessage="({status, select, requested {waiting for your answer} other {confirmed}})"
              values={{ status: conflict.status }}
            />
          </li>
        ))}
      </ul>
    </Alert>
  );
}
