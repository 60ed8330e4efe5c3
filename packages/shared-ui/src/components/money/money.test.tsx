import { render, screen } from '@testing-library/react';
import { Money } from './money';

describe('Money', () => {
  it('renders the formatted amount', () => {
    render(
      <p>
        Total: <Money amountMinor={4550} currency="USD" locale="en-US" />
      </p>,
    );
    expect(screen.getByText('$45.50')).toBeInTheDocument();
    expect(screen.getByText(/Total/)).toHaveTextContent('Total: $45.50');
  });
});
