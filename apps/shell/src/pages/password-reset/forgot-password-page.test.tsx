import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

beforeEach(() => jest.clearAllMocks());

const confirmation = (email: string) => `If an account exists for ${email}, we’ve sent a link to reset its password. It works for 1 hour.`;

async function ask(email: string) {
  renderPage(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('ForgotPasswordPage', () => {
  it('says the same whatever the address, and leads back to log in', async () => {
    fakeApi({ 'auth.requestPasswordReset': () => null });
    await ask('Ana@Example.com');
    const message = await screen.findByText(/If an account exists for/);
    expect(message).toHaveTextContent(confirmation('ana@example.com'));
    expect(screen.getByText('ana@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(callsTo('auth.requestPasswordReset')).toEqual([{ body: { email: 'ana@example.com' } }]);
  });

  it('checks the address before asking', async () => {
    fakeApi({});
    await ask('not an address');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('auth.requestPasswordReset')).toEqual([]);
  });

  it('says when too many links were asked for, keeping the address', async () => {
    fakeApi({
      'auth.requestPasswordReset': () => {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests. Try again in 15 minutes.', {}, 900);
      },
    });
    await ask('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 15 minutes.');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});
