import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftStore } from '../stores/booking-draft/draft-store';
import type { BookingDraft } from '../stores/booking-draft/draft-schema';
import { now } from './fixtures';

/** Starts the test with this draft saved, as if the customer had come this far. */
export function saveDraft(draft: BookingDraft): void {
  localStorage.clear();
  draftStore.reload();
  draftStore.update(() => draft);
}

/**
 * Stops the clock at `at` (the fixtures' "now" by default) without faking timers: queries,
 * waitFor and the countdown's ticks still run; `jest.setSystemTime` moves the clock on.
 */
export function freezeClock(at: Date | number = now): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}

/** Types a card into the test card field (any test card; 12/2031, CVC 123 unless said). */
export async function fillTestCard(number = '4242 4242 4242 4242', { month = '12', year = '31', cvc = '123' } = {}): Promise<void> {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry month/), month);
  await userEvent.type(screen.getByLabelText(/Expiry year/), year);
  await userEvent.type(screen.getByLabelText(/Security code/), cvc);
}
