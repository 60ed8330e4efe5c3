import { FormattedMessage, useIntl } from 'react-intl';
import type { OutboxMessage } from '@marketplace/contracts';
import { notificationChannelNames, notificationEventNames } from '../../../lib/notification-labels';
import { personalDataProps } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { OutboxStatusBadge } from './outbox-status';

interface OutboxTableProps {
  items: readonly OutboxMessage[];
  /** IANA zone per market id: a message's times are shown in its market's zone (UTC without one). */
  timeZones: Record<string, string>;
  onOpen: (messageId: string) => void;
}

export const zoneOf = (timeZones: Record<string, string>, marketId: string | null) => (marketId && timeZones[marketId]) || 'UTC';

/** The outbox, newest first: what, to whom, how far it got. */
export function OutboxTable({ items, timeZones, onOpen }: OutboxTableProps) {
  const intl = useIntl();
  const columns: TableColumn<OutboxMessage>[] = [
    { key: 'created', header: intl.formatMessage({ id: 'market.outbox.col.queued', defaultMessage: 'Queued' }), cell: (row) => <DateTime value={row.createdAt} timeZone={zoneOf(timeZones, row.marketId)} showTimeZone /> },
    { key: 'event', header: intl.formatMessage({ id: 'market.outbox.col.event', defaultMessage: 'Event' }), cell: (row) => intl.formatMessage(notificationEventNames[row.event]) },
    { key: 'channel', header: intl.formatMessage({ id: 'market.outbox.col.channel', defaultMessage: 'Channel' }), cell: (row) => intl.formatMessage(notificationChannelNames[row.channel]) },
    {
      key: 'to',
      header: intl.formatMessage({ id: 'market.outbox.col.to', defaultMessage: 'To' }),
      cell: (row) => (
        <span {...personalDataProps} translate="no">
          {row.recipient ?? '—'}
        </span>
      ),
    },
    {
      key: 'summary',
      header: intl.formatMessage({ id: 'market.outbox.col.message', defaultMessage: 'Message' }),
      rowHeader: true,
      cell: (row) => (
        <span {...personalDataProps} translate="no">
          {row.summary}
        </span>
      ),
    },
    { key: 'status', header: intl.formatMessage({ id: 'market.outbox.col.status', defaultMessage: 'Status' }), cell: (row) => <OutboxStatusBadge status={row.status} /> },
    { key: 'attempts', header: intl.formatMessage({ id: 'market.outbox.col.attempts', defaultMessage: 'Attempts' }), align: 'end', cell: (row) => intl.formatNumber(row.attempts) },
    {
      key: 'open',
      // Plain text, not visually hidden: an absolutely placed hidden span escapes the table's scroll clip on phones.
      header: intl.formatMessage({ id: 'market.outbox.col.details', defaultMessage: 'Details' }),
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onOpen(row.id)}>
          <FormattedMessage id="market.outbox.open" defaultMessage="Open" />
        </Button>
      ),
    },
  ];
  return (
    <Table
      caption={intl.formatMessage({ id: 'market.outbox.caption', defaultMessage: 'Messages' })}
      hideCaption
      columns={columns}
      rows={items}
      getRowKey={(row) => row.id}
      emptyMessage={intl.formatMessage({ id: 'market.outbox.empty', defaultMessage: 'No messages match these filters.' })}
    />
  );
}
