import { render, screen } from '@testing-library/react';
import { CancellationPolicy } from './cancellation-policy';

const props = {
  policy: { freeCancellationHours: 24, cancellationFeeBps: 2000 },
  start: '2026-03-05T14:00:00.000Z',
  timeZone: 'America/New_York',
  totalMinor: 15432,
  currency: 'USD',
};

describe('CancellationPolicy', () => {
  it('says until when cancelling is free, in the market’s zone, and what it costs after', () => {
    render(<CancellationPolicy {...props} now={Date.parse('2026-03-01T15:00:00.000Z')} />);
    expect(screen.getByText(/^Free cancellation until/)).toHaveTextContent(
      /^Free cancellation until Mar 4, 2026, 9:00\sAM EST \(24 hours before the start\)\. After that, cancelling costs 20% of the price \(\$30\.86\)\.$/,
    );
  });

  it('says the fee applies already when the start is nearer than the free period', () => {
    render(<CancellationPolicy {...props} now={Date.parse('2026-03-05T01:00:00.000Z')} />);
    expect(screen.getByText('The job starts in less than 24 hours, so cancelling it costs 20% of the price ($30.86).')).toBeInTheDocument();
  });

  it('says when cancelling is always free', () => {
    render(<CancellationPolicy {...props} policy={{ freeCancellationHours: 24, cancellationFeeBps: 0 }} />);
    expect(screen.getByText('You can cancel for free at any time before the job starts.')).toBeInTheDocument();
  });
});
