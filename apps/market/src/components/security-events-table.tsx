import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const columns: TableColumn<SecurityEvent>[] = [
    { key: 'at', header: intl.formatMessage({ id: 'market.security-log.col.when', defaultMessage: 'When' }), cell: (row) => <DateTime value={row.at} timeZone="UTC" showTimeZone /> },
    {
      key: 'type',
      header: intl.formatMessage({ id: 'market.security-log.col.event', defaultMessage: 'Event' }),
      rowHeader: true,
      cell: (row) => (row.count > 1 ? intl.formatMessage({ id: 'market.security-log.repeated', defaultMessage: '{event} ×{count, number}' }, { event: intl.formatMessage(securityEventLabels[row.type]), count: row.count }) : intl.formatMessage(securityEventLabels[row.type])),
    },
    {
      key: 'email',
      header: intl.formatMessage({ id: 'market.security-log.col.email', defaultMessage: 'Email' }),
      cell: (row) => (
        <span {...personalDataProps} translate="no">
          {row.email ?? '—'}
        </span>
      ),
    },
    {
      key: 'address',
      header: intl.formatMessage({ id: 'market.security-log.col.address', defaultMessage: 'Address' }),
      cell: (row) => (
        <span {...personalDataProps} translate="no">
          {row.address}
        </span>
      ),
    },
    {
      key: 'detail',
      header: intl.formatMessage({ id: 'market.security-log.col.details', defaultMessage: 'Details' }),
      cell: (row) => (
        <span {...personalDataProps} translate="no">
          {describeDetail(row.detail) || '—'}
        </span>
      ),
    },
  ];
  return <Table caption={caption} hideCaption columns={columns} rows={events} getRowKey={(row) => row.id} emptyMessage={emptyMessage} />;
}
