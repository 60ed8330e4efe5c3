import { Link } from 'react-router-dom';
import type { TimeOffConflict } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { DateTime } from '@marketplace/shared-ui/date-time';
import styles from './profile-editor.module.css';

/** Booked jobs inside time off: the provider reschedules or cancels each from its page. */
export function TimeOffConflicts({ conflicts, timeZone }: { conflicts: TimeOffConflict[]; timeZone: string }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert tone="warning" title="These jobs fall in your time off">
      <p>They are still booked. Open each one to contact the customer, or ask your market to reassign it.</p>
      <ul className={styles.conflicts}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.jobId}-${conflict.timeOffId}`}>
            <Link to={`/provider/job/${conflict.jobId}`}>
              {conflict.services.join(', ') || 'Job'} on <DateTime value={conflict.start} timeZone={timeZone} />
            </Link>{' '}
            ({conflict.status === 'requested' ? 'waiting for your answer' : 'confirmed'})
          </li>
        ))}
      </ul>
    </Alert>
  );
}
