import { useState } from 'react';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn, type TableSort } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';
import { sampleJobs, sortJobs, type SampleJob } from './sample-jobs';

const columns: ReadonlyArray<TableColumn<SampleJob>> = [
  { key: 'service', header: 'Service', cell: (job) => job.service, sortable: true, rowHeader: true },
  { key: 'pro', header: 'Pro', cell: (job) => job.pro, sortable: true },
  {
    key: 'date',
    header: 'Date',
    cell: (job) => <DateTime value={`${job.date}T12:00:00Z`} timeZone="UTC" format="date" locale="en-US" />,
    sortable: true,
  },
  {
    key: 'price',
    header: 'Price',
    cell: (job) => <Money amountMinor={job.priceMinor} currency="USD" locale="en-US" />,
    sortable: true,
    align: 'end',
  },
];

export function TableExamples() {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <>
      <Example title="Sortable columns: click a header (again to reverse)">
        <Table
          caption="Upcoming jobs"
          columns={columns}
          rows={sortJobs(sampleJobs, sort)}
          getRowKey={(job) => job.id}
          sort={sort}
          onSortChange={setSort}
        />
      </Example>
      <Example title="Empty, caption hidden from sight">
        <Table
          caption="Past jobs"
          hideCaption
          columns={columns}
          rows={[]}
          getRowKey={(job) => job.id}
          emptyMessage="No past jobs yet."
        />
      </Example>
    </>
  );
}
