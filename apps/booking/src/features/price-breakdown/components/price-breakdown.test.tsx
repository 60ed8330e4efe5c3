import { render, screen, within } from '@testing-library/react';
import { quote } from '../../../test/fixtures';
import { PriceBreakdown } from './price-breakdown';

const price = {
  ...quote,
  currency: 'EUR',
  lines: [...quote.lines, { serviceId: 'tv', name: 'TV mounting', unit: 'job' as const, quantity: 2, unitPriceMinor: 8900, amountMinor: 17800 }],
  subtotalMinor: 31300,
  totalMinor: 34232,
};

describe('PriceBreakdown', () => {
  it('lists every line with how it adds up, then the fee, tax and total, in the currency', () => {
    render(<PriceBreakdown price={price} caption="Your price" />);
    const table = screen.getByRole('table', { name: 'Your price' });
    const row = (name: RegExp | string) => within(table).getByRole('row', { name });
    expect(row(/^House cleaning/)).toHaveTextContent('House cleaning3 hours × €45.00€135.00');
    expect(row(/^TV mounting/)).toHaveTextContent('2 × €89.00€178.00');
    expect(row(/^Subtotal/)).toHaveTextContent('€313.00');
    expect(row(/^Service fee/)).toHaveTextContent('€6.75');
    expect(row(/^Tax/)).toHaveTextContent('€12.57');
    expect(row(/^Total/)).toHaveTextContent('€342.32');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'House cleaning3 hours × €45.00',
      'TV mounting2 × €89.00',
      'Subtotal',
      'Service fee',
      'Tax',
      'Total',
    ]);
  });

  it('shows a plan’s discount as a line of its own, before the subtotal it was taken from', () => {
    render(<PriceBreakdown price={{ ...quote, discountMinor: 1350, subtotalMinor: 12150 }} />);
    const table = screen.getByRole('table', { name: 'Price' });
    expect(within(table).getByRole('row', { name: /^Plan discount/ })).toHaveTextContent('-$13.50');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['House cleaning3 hours × $45.00', 'Plan discount', 'Subtotal', 'Service fee', 'Tax', 'Total']);
  });

  it('has no discount line without a discount', () => {
    render(<PriceBreakdown price={{ ...quote, discountMinor: 0 }} />);
    expect(screen.queryByRole('row', { name: /^Plan discount/ })).toBeNull();
  });

  it('can keep its caption for screen readers only', () => {
    render(<PriceBreakdown price={quote} hideCaption />);
    expect(screen.getByRole('table', { name: 'Price' })).toBeInTheDocument();
  });
});
