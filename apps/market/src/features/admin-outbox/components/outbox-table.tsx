import { notificationChannelLabels, notificationEventLabels, type OutboxMessage } from '@marketplace/contracts';
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
  const columns: TableColumn<OutboxMessage>[] = [
    { key: 'created', header: 'Queued', cell: (row) => <DateTime value={row.createdAt} timeZone={zoneOf(timeZones, row.marketId)} showTimeZone /> },
    { key: 'event', header: 'Event', cell: (row) => notificationEventLabels[row.event].label },
    { key: 'channel', header: 'Channel', cell: (row) => notificationChannelLabels[row.channel] },
    { key: 'to', header: 'To', cell: (row) => <span {...personalDataProps}>{row.recipient ?? '—'}</span> },
    { key: 'summary', header: 'Message', rowHeader: true, cell: (row) => <span {...personalDataProps}>{row.summary}</span> },
    { key: 'status', header: 'Status', cell: (row) => <OutboxStatusBadge status={row.status} /> },
    { key: 'attempts', header: 'Attempts', align: 'end', cell: (row) => row.attempts },
    {
      key: 'open',
      // Plain text, not visually hidden: an absolutely placed hidden span escapes the table's scroll clip on phones.
      header: 'Details',
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onOpen(row.id)}>
          Open
        </Button>
      ),
    },
  ];
  return <Table caption="Messages" hideCaption columns={columns} rows={items} getRowKey={(row) => row.id} emptyMessage="No messages match these filters." />;
}
