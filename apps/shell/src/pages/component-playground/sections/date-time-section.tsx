import { useState } from 'react';
import { DateTime, type DateTimeFormat } from '@marketplace/shared-ui/date-time';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { Stack } from '@marketplace/shared-ui/stack';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';

const instants = [
  { value: '2025-07-14T23:30:00Z', label: '14 July 2025, 23:30 UTC' },
  { value: '2025-01-14T23:30:00Z', label: '14 January 2025, 23:30 UTC' },
];
const timeZones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney'];
const formats: DateTimeFormat[] = ['date', 'time', 'datetime', 'weekday-date'];

export function DateTimeExamples() {
  const [instant, setInstant] = useState(instants[0]?.value ?? '');
  const columns: ReadonlyArray<TableColumn<string>> = [
    { key: 'zone', header: 'Time zone', cell: (zone) => zone, rowHeader: true },
    ...formats.map(
      (format): TableColumn<string> => ({
        key: format,
        header: format,
        cell: (zone) => <DateTime value={instant} timeZone={zone} format={format} locale="en-US" showTimeZone />,
      }),
    ),
  ];
  return (
    <Example title="One instant in three time zones, in each format, with the zone shown">
      <Stack gap={4}>
        <RadioGroup
          label="Instant"
          hint="Switch to January to see the zone names follow daylight saving time."
          orientation="horizontal"
          options={instants}
          value={instant}
          onValueChange={setInstant}
        />
        <Table caption="The same instant around the world" columns={columns} rows={timeZones} getRowKey={(zone) => zone} />
      </Stack>
    </Example>
  );
}
