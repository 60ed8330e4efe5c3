import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ResetPasswordPage } from './reset-password-page';

beforeEach(() => jest.clearAllMocks());

const token = 'k3Yq2bT9xW1vN8sLp0rA5dF7gH4jM6cE';
const ana = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Lima', phone: null, roles: ['customer' as const], managedMarketIds: [], providerId: null, language: null };

async function choose(password: string, route = `/reset-password?token=${token}`) {
  const rendered = renderPage(<ResetPasswordPage />, { route, path: '/reset-password', user: ana });
  await userEvent.click(screen.getByLabelText('New password'));
  await userEvent.paste(password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return rendered;
}

describe('ResetPasswordPage', () => {
  it('sets the new password, logs this browser out too, and sends the person to log in', async () => {
    fakeApi({ 'auth.confirmPasswordReset': () => null });
    const { queryClient } = await choose('orbit lantern kitchen');
    expect(await screen.findByText('Your password was changed and every device was logged out. Log in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
    expect(callsTo('auth.confirmPasswordReset')).toEqual([{ body: { token, password: 'orbit lantern kitchen' } }]);
  });

  it('puts the API’s refusal of a weak password next to the field', async () => {
    const weak = 'This is a commonly used password. Add more words that are less common.';
    fakeApi({
      'auth.confirmPasswordReset': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Choose a password', { password: [weak] });
      },
    });
    await choose('password123456');
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });

  it('says a used or expired link no longer works, and offers a new one', async () => {
    fakeApi({
      'auth.confirmPasswordReset': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This link was already used or has expired.', { token: ['This link was already used or has expired.'] });
      },
    });
    await choose('orbit lantern kitchen');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link no longer works');
    expect(alert).toHaveTextContent('This link was already used or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says at once when the link has no token', () => {
    fakeApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
