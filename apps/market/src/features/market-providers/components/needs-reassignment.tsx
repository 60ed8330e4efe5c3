import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { useNeedsReassignment } from '../api/use-market-providers';
import styles from './market-providers.module.css';

/** Upcoming jobs of suspended providers: each a link to the job desk to give it to someone else. Hidden while there are none. */
export function NeedsReassignment({ marketId, timeZone }: { marketId: string; timeZone: string }) {
  const list = useNeedsReassignment(marketId, 1);
  if (!list.data || list.data.total === 0) return null;
  return (
    <section aria-labelledby="reassign-title" className={styles.section}>
      <h2 id="reassign-title" className={styles.title}>
        <FormattedMessage id="market.reassign.title" defaultMessage="Needs reassignment ({total, number})" values={{ total: list.data.total }} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="market.reassign.hint" defaultMessage="Confirmed jobs of providers suspended here. Open each on the job desk and assign someone else." />
      </p>
      <ul className={styles.history}>
        {list.data.jobs.map((job) => (
          <li key={job.id}>
            <Link to={`/market/${marketId}/job/${job.id}`} translate="no">
              {job.reference} · {job.servicesSummary}
            </Link>{' '}
            · <DateTime value={job.start} timeZone={timeZone} /> · <span translate="no">{job.provider.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
