import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateTime, type DateTimeFormat } from '@marketplace/shared-ui/date-time';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { Stack } from '@marketplace/shared-ui/stack';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';

const instants = ['2025-07-14T23:30:00Z', '2025-01-14T23:30:00Z'];
const timeZones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney'];
const formats: DateTimeFormat[] = ['date', 'time', 'datetime', 'weekday-date'];

export function DateTimeExamples() {
  const intl = useIntl();
  const [instant, setInstant] = useState(instants[0] ?? '');
  const options = instants.map((value) => ({
    value,
    label: intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }),
  }));
  const columns: ReadonlyArray<TableColumn<string>> = [
    {
      key: 'zone',
      header: intl.formatMessage({ id: 'shell.playground.date-time.zone', defaultMessage: 'Time zone' }),
      cell: (zone) => <span translate="no">{zone}</span>,
      rowHeader: true,
    },
    ...formats.map(
      (format): TableColumn<string> => ({
        key: format,
        header: <span translate="no">{format}</span>,
        cell: (zone) => <DateTime value={instant} timeZone={zone} format={format} showTimeZone />,
      }),
    ),
  ];
  return (
    <Example
      title={intl.formatMessage({
        id: 'shell.playground.date-time.title',
        defaultMessage: 'One instant in three time zones, in each format, with the zone shown',
      })}
    >
      <Stack gap={4}>
        <RadioGroup
          label={intl.formatMessage({ id: 'shell.playground.date-time.instant', defaultMessage: 'Instant' })}
          hint={intl.formatMessage({
            id: 'shell.playground.date-time.instant-hint',
            defaultMessage: 'Switch to January to see the zone names follow daylight saving time.',
          })}
          orientation="horizontal"
          options={options}
          value={instant}
          onValueChange={setInstant}
        />
        <Table
          caption={intl.formatMessage({ id: 'shell.playground.date-time.caption', defaultMessage: 'The same instant around the world' })}
          columns={columns}
          rows={timeZones}
          getRowKey={(zone) => zone}
        />
      </Stack>
    </Example>
  );
}
