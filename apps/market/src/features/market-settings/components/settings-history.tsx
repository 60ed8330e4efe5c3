import { useIntl } from 'react-intl';
import type { MarketDetail, SettingsChange } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useSettingsHistory } from '../api/use-market-settings';
import { changeText } from '../../../lib/settings-form/setting-text';
import styles from './settings-panel.module.css';

const roleNames: Record<string, string> = { manager: 'manager', admin: 'admin' };

function Change({ change, timeZone }: { change: SettingsChange; timeZone: string }) {
  const intl = useIntl();
  return (
    <li className={styles.change}>
      <p className={styles.changeMeta}>
        <span {...personalDataProps}>{change.changedBy ? change.changedBy.name : 'A removed account'}</span>
        {change.changedBy && ` (${roleNames[change.changedBy.role] ?? change.changedBy.role})`} ·{' '}
        <DateTime value={change.changedAt} timeZone={timeZone} format="datetime" showTimeZone />
      </p>
      <ul className={styles.changeList}>
        {change.changes.map((item) => (
          <li key={item.field}>{changeText(intl, item.field, item.before, item.after)}</li>
        ))}
      </ul>
    </li>
  );
}

/** Who changed which setting when, newest first, in the market's time zone. */
export function SettingsHistory({ market }: { market: MarketDetail }) {
  const history = useSettingsHistory(market.id);
  return (
    <section aria-labelledby="settings-history-title" className={styles.history}>
      <h2 id="settings-history-title">Change history</h2>
      {history.isPending ? (
        <Skeleton lines={3} label="Loading the change history…" />
      ) : history.isError ? (
        <Alert
          tone="danger"
          title="We could not load the change history"
          action={
            <Button type="button" variant="secondary" onClick={() => void history.refetch()}>
              Try again
            </Button>
          }
        />
      ) : history.data.changes.length === 0 ? (
        <EmptyState headingLevel={3} title="No changes yet" description="Every saved change is listed here: who made it, when, and what it was before." />
      ) : (
        <ol className={styles.changes}>
          {history.data.changes.map((change) => (
            <Change key={change.id} change={change} timeZone={market.timeZone} />
          ))}
        </ol>
      )}
    </section>
  );
}
