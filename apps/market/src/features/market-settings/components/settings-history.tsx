import { FormattedMessage, useIntl } from 'react-intl';
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

function Change({ change, timeZone }: { change: SettingsChange; timeZone: string }) {
  const intl = useIntl();
  const when = <DateTime value={change.changedAt} timeZone={timeZone} format="datetime" showTimeZone />;
  return (
    <li className={styles.change}>
      <p className={styles.changeMeta}>
        {change.changedBy ? (
          <FormattedMessage
            id="market.settings-history.changed-by"
            defaultMessage="{name} ({role, select, manager {manager} admin {admin} other {{role}}}) · {when}"
            values={{
              name: (
                <span {...personalDataProps} translate="no">
                  {change.changedBy.name}
                </span>
              ),
              role: change.changedBy.role,
              when,
            }}
          />
        ) : (
          <FormattedMessage id="market.settings-history.removed-account" defaultMessage="A removed account · {when}" values={{ when }} />
        )}
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
  const intl = useIntl();
  const history = useSettingsHistory(market.id);
  return (
    <section aria-labelledby="settings-history-title" className={styles.history}>
      <h2 id="settings-history-title">
        <FormattedMessage id="market.settings-history.title" defaultMessage="Change history" />
      </h2>
      {history.isPending ? (
        <Skeleton lines={3} label={intl.formatMessage({ id: 'market.settings-history.loading', defaultMessage: 'Loading the change history…' })} />
      ) : history.isError ? (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.settings-history.failed', defaultMessage: 'We could not load the change history' })}
          action={
            <Button type="button" variant="secondary" onClick={() => void history.refetch()}>
              <FormattedMessage id="market.settings-history.retry" defaultMessage="Try again" />
            </Button>
          }
        />
      ) : history.data.changes.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'market.settings-history.empty', defaultMessage: 'No changes yet' })}
          description={intl.formatMessage({ id: 'market.settings-history.empty-hint', defaultMessage: 'Every saved change is listed here: who made it, when, and what it was before.' })} />
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
