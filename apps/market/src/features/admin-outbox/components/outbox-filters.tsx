import { notificationChannelLabels, notificationChannels, type OutboxPage } from '@marketplace/contracts';
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
  return (
    <div className={styles.filters}>
      {counts && (
        <dl className={styles.counts} aria-label="Messages per status">
          {outboxStatuses.map((name) => (
            <div key={name} className={styles.count}>
              <dt>{outboxStatusLabels[name]}</dt>
              <dd>{counts[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => onChange('status', event.target.value)}
        placeholder="Any status"
        options={outboxStatuses.map((name) => ({ value: name, label: outboxStatusLabels[name] }))}
      />
      <SelectField
        label="Channel"
        value={channel}
        onChange={(event) => onChange('channel', event.target.value)}
        placeholder="Any channel"
        options={notificationChannels.map((name) => ({ value: name, label: notificationChannelLabels[name] }))}
      />
    </div>
  );
}
