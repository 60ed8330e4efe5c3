import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/api-client';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { draftStore, storedDraftReadable } from '../../../stores/booking-draft/draft-store';
import { customer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ContactStep } from './contact-step';

const pending = { sentTo: 'ana@example.com', expiresAt: '2099-01-01T10:15:00.000Z', resendAfter: '2000-01-01T10:01:00.000Z' };
const wrongCode = new ApiError(400, 'VALIDATION_FAILED', 'Check the code', { code: ['That code is not right. 4 tries left.'] });

function renderStep() {
  const onDone = jest.fn();
  const rendered = renderWithProviders(<ContactStep renderActions={(busy, label) => <button type="submit">{busy ? 'Working' : label}</button>} onDone={onDone} />);
  return { ...rendered, onDone };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  draftStore.reload();
});

describe('creating an account on the contact step', () => {
  it('asks for the emailed code in place, shows a wrong code at the field, then goes on logged in with the draft kept', async () => {
    fakeApi({ 'auth.signup': () => pending, 'auth.verifyEmail': inTurn(wrongCode, { purpose: 'signup' as const, user: customer }) });
    const { onDone, queryClient } = renderStep();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText(/Email/), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 212 555 0100');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'orbit lantern kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));

    const intro = await screen.findByText(/We sent a 6-digit code to/);
    expect(intro).toHaveTextContent('We sent a 6-digit code to ana@example.com. Enter it to finish creating your account.');
    expect(screen.getByText('ana@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(draftStore.get().contact).toEqual({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 212 555 0100' });
    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(customer);
    expect(callsTo('auth.verifyEmail').map(({ body }) => body)).toEqual([
      { email: 'ana@example.com', code: '123456' },
      { email: 'ana@example.com', code: '654321' },
    ]);
    expect(draftStore.get().contact?.email).toBe('ana@example.com');
    expect(sessionStorage.getItem('handyhub.pending-signup')).toBeNull();
  });

  it('comes back to the code step after a reload, and "Use a different email" returns to the details without the password', async () => {
    fakeApi({ 'auth.signup': () => pending });
    const first = renderStep();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 212 555 0100');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'orbit lantern kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await screen.findByLabelText(/6-digit code/);
    first.unmount();

    draftStore.reload(); // what a page load does, the booking layout waiting for the draft's schema
    await storedDraftReadable();
    renderStep();
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ana Ruiz');
    expect(screen.getByLabelText(/Choose a password/)).toHaveValue('');
  });
});
