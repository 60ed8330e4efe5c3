import { screen } from '@testing-library/react';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
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
