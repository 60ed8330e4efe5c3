import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { ApiError } from '@marketplace/contracts/client';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { VerifyEmailPage } from './verify-email-page';

beforeEach(() => jest.clearAllMocks());

const token = 'k3Yq2bT9xW1vN8sLp0rA5dF7gH4jM6cE';
const ana = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Lima', phone: null, roles: ['customer' as const], managedMarketIds: [], providerId: null, language: null };

function open(user: typeof ana | null = null, route = `/verify-email?token=${token}`) {
  return renderPage(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route, path: '/verify-email', user },
  );
}

describe('VerifyEmailPage', () => {
  it('confirms a sign-up once (StrictMode runs effects twice) and logs the person in', async () => {
    fakeApi({ 'auth.verifyEmail': () => ({ purpose: 'signup', user: ana }) });
    const { queryClient } = open();
    expect(screen.getByText('Confirming your email…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toHaveFocus();
    expect(screen.getByText('Your email is confirmed and you are logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a service' })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/my-jobs');
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(ana);
    expect(callsTo('auth.verifyEmail')).toEqual([{ body: { token } }]);
  });

  it('confirms a new email address and reads the session and the account again', async () => {
    let answer: (value: { purpose: 'email_change'; user: null }) => void = () => undefined;
    fakeApi({ 'auth.verifyEmail': () => new Promise((resolve) => (answer = resolve)) });
    const { queryClient } = open(ana);
    queryClient.setQueryData(queryKeys.account.details(), { email: 'ana@example.com', pendingEmail: 'ana.new@example.com' });
    await waitFor(() => expect(callsTo('auth.verifyEmail')).toHaveLength(1));
    answer({ purpose: 'email_change', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new email address is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(queryClient.getQueryState(queryKeys.account.details())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(ana);
  });

  it('says what to do when the link was used or has expired', async () => {
    fakeApi({
      'auth.verifyEmail': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This link has expired. Ask for a new code.', { token: ['This link has expired. Ask for a new code.'] });
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired. Ask for a new code.');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/login?mode=create');
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  });

  it('asks nothing of the API for a link without its token', async () => {
    fakeApi({});
    open(null, '/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(callsTo('auth.verifyEmail')).toEqual([]);
  });
});
