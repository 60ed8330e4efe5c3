import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import type { PendingSignup } from '../pending-signup';
import { SignupCodeStep } from './signup-code-step';

const now = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
const pending: PendingSignup = {
  sentTo: 'ana@example.com',
  expiresAt: at(15 * 60),
  resendAfter: at(30),
  details: { name: 'Ana Lima', email: 'ana@example.com' },
};

function renderStep(step: PendingSignup = pending) {
  sessionStorage.setItem('handyhub.pending-signup', JSON.stringify(step));
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupCodeStep pending={step} onVerified={() => undefined} onUseDifferentEmail={() => undefined} />
    </QueryClientProvider>,
  );
}

const resendButton = () => screen.getByRole('button', { name: /^Send a new code/ });

beforeEach(() => {
  sessionStorage.clear();
  // The clock and the countdown's interval are faked; React Query's and the tests' timeouts run.
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

describe('SignupCodeStep', () => {
  it('keeps "Send a new code" disabled with a countdown until the API allows another, then sends one', async () => {
    fakeApi({ 'auth.resendSignupCode': () => ({ sentTo: 'ana@example.com', expiresAt: at(16 * 60), resendAfter: at(90) }) });
    const { rerender } = renderStep();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Send a new code (0:30)');

    act(() => jest.advanceTimersByTime(10_000));
    expect(resendButton()).toHaveTextContent('Send a new code (0:20)');
    act(() => jest.advanceTimersByTime(20_000));
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^Send a new code$/);

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(resendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to ana@example.com.');
    expect(callsTo('auth.resendSignupCode')).toEqual([{ body: { email: 'ana@example.com' } }]);
    // The store now holds the new wait; the page passes it down as the code step's `pending`.
    const stored = JSON.parse(sessionStorage.getItem('handyhub.pending-signup')!) as PendingSignup;
    expect(stored).toEqual({ ...pending, expiresAt: at(16 * 60), resendAfter: at(90) });
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <SignupCodeStep pending={stored} onVerified={() => undefined} onUseDifferentEmail={() => undefined} />
      </QueryClientProvider>,
    );
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Send a new code (1:00)');
  });

  it('says why no new code was sent', async () => {
    fakeApi({
      'auth.resendSignupCode': () => {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many codes. Try again in 10 minutes.', {}, 600);
      },
    });
    renderStep({ ...pending, resendAfter: at(0) });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes. Try again in 10 minutes.');
  });
});
