import { FormattedMessage, useIntl } from 'react-intl';
import { notificationChannels, type OutboxPage } from '@marketplace/contracts';
import { notificationChannelNames } from '../../../lib/notification-labels';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { outboxStatusLabels, outboxStatuses } from './outbox-status';
import styles from './outbox.module.css';

interface OutboxFiltersProps {
  status: string;
  channel: string;
  counts: OutboxPage['counts'] | undefined;
  onChange: (name: 'status' | 'channel', value: string) => void;
}

/** How many messages are in each state, and the two filters. */
export function OutboxFilterBar({ status, channel, counts, onChange }: OutboxFiltersProps) {
  const intl = useIntl();
  return (
    <div className={styles.filters}>
      {counts && (
        <dl className={styles.counts} aria-label={intl.formatMessage({ id: 'market.outbox.counts', defaultMessage: 'Messages per status' })}>
          {outboxStatuses.map((name) => (
            <div key={name} className={styles.count}>
              <dt>
                <FormattedMessage {...outboxStatusLabels[name]} />
              </dt>
              <dd>{intl.formatNumber(counts[name])}</dd>
            </div>
          ))}
        </dl>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'market.outbox.status', defaultMessage: 'Status' })}
        value={status}
        onChange={(event) => onChange('status', event.target.value)}
        placeholder={intl.formatMessage({ id: 'market.outbox.any-status', defaultMessage: 'Any status' })}
        options={outboxStatuses.map((name) => ({ value: name, label: intl.formatMessage(outboxStatusLabels[name]) }))}
      />
      <SelectField
        label={intl.formatMessage({ id: 'market.outbox.channel', defaultMessage: 'Channel' })}
        value={channel}
        onChange={(event) => onChange('channel', event.target.value)}
        placeholder={intl.formatMessage({ id: 'market.outbox.any-channel', defaultMessage: 'Any channel' })}
        options={notificationChannels.map((name) => ({ value: name, label: intl.formatMessage(notificationChannelNames[name]) }))}
      />
    </div>
  );
}
