import { render, screen } from '@testing-library/react';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('renders a <time> with the ISO instant and the zoned, formatted text', () => {
    render(
      <DateTime value="2025-07-04T16:00:00-04:00" timeZone="America/New_York" locale="en-US" format="datetime" showTimeZone />,
    );
    const time = screen.getByText(/Jul 4, 2025/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-07-04T20:00:00.000Z');
    expect(time.textContent?.replace(/\u202f/g, ' ')).toBe('Jul 4, 2025, 4:00 PM EDT');
  });

  it('leaves the zone name off date-only formats', () => {
    render(<DateTime value="2025-07-14T16:00:00Z" timeZone="America/New_York" locale="en-US" format="weekday-date" showTimeZone />);
    expect(screen.getByText('Monday, July 14, 2025')).toHaveAttribute('datetime', '2025-07-14T16:00:00.000Z');
  });

  it('shows the same instant in another zone', () => {
    render(<DateTime value={Date.UTC(2025, 0, 1, 12)} timeZone="Asia/Tokyo" locale="en-GB" format="time" />);
    expect(screen.getByText('21:00')).toHaveAttribute('datetime', '2025-01-01T12:00:00.000Z');
  });
});
