import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { customer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ContactStep } from './contact-step';

describe('ContactStep for a logged-in customer', () => {
  it('masks who is booking in session replay; the fields are inputs, which replay masks anyway', async () => {
    renderWithProviders(<ContactStep renderActions={() => null} onDone={() => undefined} />, { user: customer });
    const bookingAs = await screen.findByText(/Booking as/);
    expect(bookingAs).toHaveTextContent(customer.email);
    expect(bookingAs.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(screen.getByLabelText(/Phone/).tagName).toBe('INPUT');
  });
});

describe('ContactStep for a customer who has an account', () => {
  it('logs in in place, offers a password reset, and goes on as that customer', async () => {
    fakeApi({ 'auth.login': () => ({ user: customer }) });
    renderWithProviders(<ContactStep renderActions={(_busy, label) => <button type="submit">{label}</button>} onDone={() => undefined} />, { route: '/book-now/contact-info', path: '/book-now/contact-info' });
    await userEvent.click(screen.getByRole('radio', { name: /Yes, let me log in/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), customer.email);
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Password/), 'orbit lantern kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/You are logged in as/)).toBeInTheDocument();
    expect(callsTo('auth.login')).toEqual([{ body: { email: customer.email, password: 'orbit lantern kitchen' } }]);
  });
});
