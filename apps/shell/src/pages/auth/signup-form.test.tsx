import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ForgotPasswordPage } from '../password-reset/forgot-password-page';
import { LoginPage } from './login-page';

const user = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Lima', phone: null, roles: ['customer' as const], managedMarketIds: [], providerId: null, language: null };
const pending = { sentTo: 'ana@example.com', expiresAt: '2099-01-01T10:15:00.000Z', resendAfter: '2000-01-01T10:01:00.000Z' };

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

function renderLogin(route = '/login?mode=create&next=%2Fmy-jobs') {
  return renderPage(<LoginPage />, { route, path: '/login', routes: { '/my-jobs': <h1>My jobs</h1>, '/forgot-password': <ForgotPasswordPage /> } });
}

async function signUp() {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Ana Lima');
  await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'orbit lantern kitchen');
  await userEvent.type(screen.getByLabelText('Phone (optional)'), '+1 212 555 0100');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('creating an account on /login', () => {
  it('turns the form into the code step, shows a wrong code at the field, and logs in with the right one', async () => {
    let tries = 0;
    fakeApi({
      'auth.signup': () => pending,
      'auth.verifyEmail': () => {
        tries += 1;
        if (tries === 1) throw new ApiError(400, 'VALIDATION_FAILED', 'Check the code', { code: ['That code is not right. 4 tries left.'] });
        return { purpose: 'signup', user };
      },
    });
    const { queryClient } = renderLogin();
    await signUp();

    const form = await screen.findByRole('form', { name: 'Confirm your email' });
    expect(form).toHaveAccessibleDescription(/^We sent a 6-digit code to ana@example\.com ?\. Enter it to finish creating your account\.$/);
    expect(screen.getByText('ana@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(/The link in the same email works too/);
    expect(callsTo('auth.signup')).toEqual([{ body: { name: 'Ana Lima', email: 'ana@example.com', password: 'orbit lantern kitchen', phone: '+1 212 555 0100' } }]);

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create account' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/That code is not right/);

    await userEvent.clear(code);
    await userEvent.type(code, '222-222');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create account' }));
    expect(await screen.findByRole('heading', { name: 'My jobs' })).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(user);
    expect(callsTo('auth.verifyEmail').map((options) => options?.body)).toEqual([
      { email: 'ana@example.com', code: '111111' },
      { email: 'ana@example.com', code: '222222' },
    ]);
  });

  it('says an expired code at the field too', async () => {
    fakeApi({
      'auth.signup': () => pending,
      'auth.verifyEmail': () => {
        throw new ApiError(410, 'CODE_EXPIRED', 'This code has expired. Ask for a new one.');
      },
    });
    renderLogin();
    await signUp();
    await userEvent.type(await screen.findByLabelText(/6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create account' }));
    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/6-digit code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the form for a different email, keeping everything but the password', async () => {
    fakeApi({ 'auth.signup': () => pending });
    renderLogin();
    await signUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+1 212 555 0100');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the code step across a reload of the page', async () => {
    fakeApi({ 'auth.signup': () => pending });
    const first = renderLogin();
    await signUp();
    await screen.findByLabelText(/6-digit code/);
    first.unmount();
    renderLogin();
    expect(await screen.findByRole('form', { name: 'Confirm your email' })).toHaveAccessibleDescription(/ana@example\.com/);
    expect(JSON.stringify(sessionStorage)).not.toContain('orbit lantern kitchen');
  });
});

describe('the login form', () => {
  it('links to a password reset, taking the typed email along without putting it in the address', async () => {
    fakeApi({});
    renderLogin('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com'));
  });
});
