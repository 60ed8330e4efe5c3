import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { freezeClock, saveDraft } from '../../../test/booking-steps';
import { completeDraft, customer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { BookingStepId } from '../domain/steps';
import { StepScreen } from './step-screen';

function Step({ step, next }: { step: BookingStepId; next: string }) {
  return (
    <StepScreen step={step}>
      <Link to={next}>Next</Link>
    </StepScreen>
  );
}

// Each step is its own page component in the app, so a move between steps mounts a new screen.
const TimeStep = () => <Step step="time-selection" next="/book-now/confirm" />;
const ConfirmStep = () => <Step step="confirm" next="/book-now/time-selection" />;

beforeEach(() => {
  freezeClock();
  saveDraft(completeDraft);
});
afterEach(() => jest.useRealTimers());

describe('StepScreen', () => {
  it('moves focus to the new step’s heading after a move between steps, not on the first load', async () => {
    renderWithProviders(<TimeStep />, {
      route: '/book-now/time-selection',
      path: '/book-now/time-selection',
      user: customer,
      routes: { '/book-now/confirm': <ConfirmStep /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick a start time' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and book' })).toHaveFocus();
  });
});
