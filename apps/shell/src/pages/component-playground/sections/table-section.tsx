import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn, type TableSort } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';
import { sampleJobs, sortJobs, type SampleJob } from './sample-jobs';

export function TableExamples() {
  const intl = useIntl();
  const [sort, setSort] = useState<TableSort | null>(null);
  // The sample jobs are data (as the API would send them): shown as they are, in any language.
  const columns: ReadonlyArray<TableColumn<SampleJob>> = [
    {
      key: 'service',
      header: intl.formatMessage({ id: 'shell.playground.table.service', defaultMessage: 'Service' }),
      cell: (job) => <span translate="no">{job.service}</span>,
      sortable: true,
      rowHeader: true,
    },
    {
      key: 'pro',
      header: intl.formatMessage({ id: 'shell.playground.table.pro', defaultMessage: 'Pro' }),
      cell: (job) => <span translate="no">{job.pro}</span>,
      sortable: true,
    },
    {
      key: 'date',
      header: intl.formatMessage({ id: 'shell.playground.table.date', defaultMessage: 'Date' }),
      cell: (job) => <DateTime value={`${job.date}T12:00:00Z`} timeZone="UTC" format="date" />,
      sortable: true,
    },
    {
      key: 'price',
      header: intl.formatMessage({ id: 'shell.playground.table.price', defaultMessage: 'Price' }),
      cell: (job) => <Money amountMinor={job.priceMinor} currency="USD" />,
      sortable: true,
      align: 'end',
    },
  ];
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.table.sortable', defaultMessage: 'Sortable columns: click a header (again to reverse)' })}>
        <Table
          caption={intl.formatMessage({ id: 'shell.playground.table.upcoming', defaultMessage: 'Upcoming jobs' })}
          columns={columns}
          rows={sortJobs(sampleJobs, sort)}
          getRowKey={(job) => job.id}
          sort={sort}
          onSortChange={setSort}
        />
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.table.empty', defaultMessage: 'Empty, caption hidden from sight' })}>
        <Table
          caption={intl.formatMessage({ id: 'shell.playground.table.past', defaultMessage: 'Past jobs' })}
          hideCaption
          columns={columns}
          rows={[]}
          getRowKey={(job) => job.id}
          emptyMessage={intl.formatMessage({ id: 'shell.playground.table.no-past', defaultMessage: 'No past jobs yet.' })}
        />
      </Example>
    </>
  );
}
