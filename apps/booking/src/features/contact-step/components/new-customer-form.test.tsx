import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../../test/render';
import { NewCustomerForm } from './new-customer-form';

const storedSignup = () => sessionStorage.getItem('handyhub.pending-signup');

const weak = 'This is similar to a commonly used password. Add more words that are less common.';

function renderForm() {
  renderWithProviders(<NewCustomerForm renderActions={() => <button type="submit">Continue</button>} />);
}

async function fillDetails(password: string) {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Jordan Miller');
  await userEvent.type(screen.getByLabelText(/Email/), 'jordan.miller@example.com');
  await userEvent.type(screen.getByLabelText(/Phone/), '+1 212 555 0101');
  await userEvent.click(screen.getByLabelText(/Choose a password/));
  await userEvent.paste(password);
}

describe('the new customer’s account on the contact step', () => {
  it('rates the password while it is typed, with the customer’s own name counted as guessable', async () => {
    renderForm();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await fillDetails('JordanMiller1');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(screen.getByLabelText(/Choose a password/)).toHaveAccessibleDescription(/personal or page related data/));
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^(Very weak|Weak|Not strong enough)$/));
  }, 20_000);

  it('shows the API’s refusal of a weak password at the field, and goes no further', async () => {
    fakeApi({ 'auth.signup': failWith(new ApiError(400, 'VALIDATION_FAILED', 'Choose a password that is harder to guess.', { password: [weak] })) });
    renderForm();
    await fillDetails('password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText(/Choose a password/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('auth.signup')).toEqual([{ body: expect.objectContaining({ email: 'jordan.miller@example.com', password: 'password1234' }) }]);
    expect(storedSignup()).toBeNull();
  }, 20_000);
});
