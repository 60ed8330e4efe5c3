import type { SecurityEvent } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { describeDetail, securityEventLabels } from '../lib/security-event-labels';

interface SecurityEventsTableProps {
  events: readonly SecurityEvent[];
  caption: string;
  emptyMessage: string;
}

/** Security log rows (times in UTC: the log belongs to no market). Emails, addresses and details are masked in replays. */
export function SecurityEventsTable({ events, caption, emptyMessage }: SecurityEventsTableProps) {
  const columns: TableColumn<SecurityEvent>[] = [
    { key: 'at', header: 'When', cell: (row) => <DateTime value={row.at} timeZone="UTC" showTimeZone /> },
    { key: 'type', header: 'Event', rowHeader: true, cell: (row) => (row.count > 1 ? `${securityEventLabels[row.type]} ×${row.count}` : securityEventLabels[row.type]) },
    { key: 'email', header: 'Email', cell: (row) => <span {...personalDataProps}>{row.email ?? '—'}</span> },
    { key: 'address', header: 'Address', cell: (row) => <span {...personalDataProps}>{row.address}</span> },
    { key: 'detail', header: 'Details', cell: (row) => <span {...personalDataProps}>{describeDetail(row.detail) || '—'}</span> },
  ];
  return <Table caption={caption} hideCaption columns={columns} rows={events} getRowKey={(row) => row.id} emptyMessage={emptyMessage} />;
}
