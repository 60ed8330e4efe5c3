import { act, render, screen } from '@testing-library/react';
import { HoldCountdown } from './hold-countdown';

const now = Date.parse('2026-03-01T15:00:00.000Z');
const inTenMinutes = '2026-03-01T15:10:00.000Z';
/** Lets time pass a second at a time, rendering after each (as a browser would). */
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => void jest.advanceTimersByTime(Math.min(1000, left)));
}

beforeEach(() => jest.useFakeTimers({ now }));
afterEach(() => jest.useRealTimers());

describe('HoldCountdown', () => {
  it('counts down every second', () => {
    const { container } = render(<HoldCountdown expiresAt={inTenMinutes} />);
    expect(container).toHaveTextContent('We’re holding this time for 10:00');
    tick(19_000);
    expect(screen.getByText('9:41')).toBeInTheDocument();
    expect(screen.getByText('We’re holding this time for about 10 minutes.')).toBeInTheDocument();
  });

  it('speaks only at one minute left and when the hold ran out', () => {
    render(<HoldCountdown expiresAt={inTenMinutes} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    tick(8 * 60_000);
    expect(status).toBeEmptyDOMElement();
    tick(60_000);
    expect(status).toHaveTextContent('1 minute left to book this time.');
    tick(30_000);
    expect(status).toHaveTextContent('1 minute left to book this time.');
    tick(30_000);
    expect(status).toHaveTextContent('The time we held for you ran out.');
  });

  it('calls onExpire once, at expiry', () => {
    const onExpire = jest.fn();
    render(<HoldCountdown expiresAt={inTenMinutes} onExpire={onExpire} />);
    tick(10 * 60_000 - 1_000);
    expect(onExpire).not.toHaveBeenCalled();
    tick(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('The time we held for you ran out.')).not.toHaveLength(0);
    tick(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls onExpire at once for a hold that already ran out, and can stay silent', () => {
    const onExpire = jest.fn();
    render(<HoldCountdown expiresAt="2026-03-01T14:59:00.000Z" onExpire={onExpire} announce={false} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
