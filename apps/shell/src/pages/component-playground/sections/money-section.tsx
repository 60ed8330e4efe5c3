import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { Example } from '../playground-section';

interface MoneySample {
  currency: string;
  amountMinor: number;
  locale: string;
  note: string;
}

const samples: readonly MoneySample[] = [
  { currency: 'USD', amountMinor: 18999, locale: 'en-US', note: '2 decimals: 18999 cents' },
  { currency: 'EUR', amountMinor: 18999, locale: 'de-DE', note: '2 decimals, German format' },
  { currency: 'JPY', amountMinor: 18999, locale: 'ja-JP', note: 'No minor unit: 18999 yen' },
  { currency: 'AUD', amountMinor: 18999, locale: 'en-AU', note: '2 decimals, Australian format' },
];

const columns: ReadonlyArray<TableColumn<MoneySample>> = [
  { key: 'currency', header: 'Currency', cell: (sample) => sample.currency, rowHeader: true },
  { key: 'locale', header: 'Locale', cell: (sample) => sample.locale },
  {
    key: 'amount',
    header: 'Shown as',
    cell: (sample) => <Money amountMinor={sample.amountMinor} currency={sample.currency} locale={sample.locale} />,
    align: 'end',
  },
  { key: 'note', header: 'Why', cell: (sample) => sample.note },
];

export function MoneyExamples() {
  return (
    <Example title="The same amountMinor (18999) in four currencies">
      <Table caption="Money by currency" columns={columns} rows={samples} getRowKey={(sample) => sample.currency} />
    </Example>
  );
}
