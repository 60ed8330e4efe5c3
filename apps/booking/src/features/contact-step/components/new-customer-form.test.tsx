import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // The session package's sign-up calls the API itself: answer at the network.
    const bodies: unknown[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) !== '/api/auth/signup') throw new Error(`unexpected ${String(url)}`);
      bodies.push(JSON.parse(String(init?.body)));
      const error = { code: 'VALIDATION_FAILED', message: 'Choose a password that is harder to guess.', fieldErrors: { password: [weak] } };
      return { ok: false, status: 400, json: async () => ({ error }) } as unknown as Response;
    }) as typeof fetch;
    renderForm();
    await fillDetails('password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText(/Choose a password/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([expect.objectContaining({ email: 'jordan.miller@example.com', password: 'password1234' })]);
    expect(storedSignup()).toBeNull();
  }, 20_000);
});
