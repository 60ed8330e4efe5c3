import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';

interface MoneySample {
  currency: string;
  amountMinor: number;
  locale: string;
  note: MessageDescriptor;
}

const notes = defineMessages({
  usd: { id: 'shell.playground.money.usd', defaultMessage: '2 decimals: 18999 cents' },
  eur: { id: 'shell.playground.money.eur', defaultMessage: '2 decimals, German format' },
  jpy: { id: 'shell.playground.money.jpy', defaultMessage: 'No minor unit: 18999 yen' },
  aud: { id: 'shell.playground.money.aud', defaultMessage: '2 decimals, Australian format' },
});

const samples: readonly MoneySample[] = [
  { currency: 'USD', amountMinor: 18999, locale: 'en-US', note: notes.usd },
  { currency: 'EUR', amountMinor: 18999, locale: 'de-DE', note: notes.eur },
  { currency: 'JPY', amountMinor: 18999, locale: 'ja-JP', note: notes.jpy },
  { currency: 'AUD', amountMinor: 18999, locale: 'en-AU', note: notes.aud },
];

export function MoneyExamples() {
  const intl = useIntl();
  const columns: ReadonlyArray<TableColumn<MoneySample>> = [
    {
      key: 'currency',
      header: intl.formatMessage({ id: 'shell.playground.money.currency', defaultMessage: 'Currency' }),
      cell: (sample) => <span translate="no">{sample.currency}</span>,
      rowHeader: true,
    },
    {
      key: 'locale',
      header: intl.formatMessage({ id: 'shell.playground.money.locale', defaultMessage: 'Locale' }),
      cell: (sample) => <span translate="no">{sample.locale}</span>,
    },
    {
      key: 'amount',
      header: intl.formatMessage({ id: 'shell.playground.money.shown-as', defaultMessage: 'Shown as' }),
      // Each in its own locale on purpose: the point is how the formats differ.
      cell: (sample) => <Money amountMinor={sample.amountMinor} currency={sample.currency} locale={sample.locale} />,
      align: 'end',
    },
    { key: 'note', header: intl.formatMessage({ id: 'shell.playground.money.why', defaultMessage: 'Why' }), cell: (sample) => intl.formatMessage(sample.note) },
  ];
  return (
    <Example title={intl.formatMessage({ id: 'shell.playground.money.title', defaultMessage: 'The same amountMinor (18999) in four currencies' })}>
      <Table
        caption={intl.formatMessage({ id: 'shell.playground.money.caption', defaultMessage: 'Money by currency' })}
        columns={columns}
        rows={samples}
        getRowKey={(sample) => sample.currency}
      />
    </Example>
  );
}
