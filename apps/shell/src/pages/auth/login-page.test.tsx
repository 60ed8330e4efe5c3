import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { LoginPage } from './login-page';

const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Lima',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

function renderLogin(path = '/login?next=%2Fmy-jobs') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/my-jobs" element={<h1>My jobs</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const anonymous = { 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in')) };

describe('LoginPage', () => {
  it('explains missing input next to each field without calling the API', async () => {
    fakeApi(anonymous);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('auth.login')).toEqual([]);
  });

  it('logs in and returns to the page that asked for it', async () => {
    fakeApi({ ...anonymous, 'auth.login': () => ({ user }) });
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'My jobs' })).toBeInTheDocument();
    expect(callsTo('auth.login')).toEqual([{ body: { email: 'ana@example.com', password: 'correct horse battery' } }]);
  });

  it('says why a login was refused and keeps what was typed', async () => {
    fakeApi({ ...anonymous, 'auth.login': failWith(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 15 minutes.', {}, 900)) });
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
  });

  it('offers account creation, and puts the API’s field errors next to the fields', async () => {
    fakeApi({ ...anonymous, 'auth.signup': failWith(new ApiError(409, 'CONFLICT', 'Check the form', { email: ['An account with this email already exists'] })) });
    renderLogin('/login?mode=create&next=%2Fmy-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fmy-jobs');
  });

  it('shows how strong the new password is while typing, and the API’s refusal of a weak one at the field', async () => {
    const weak = 'This is similar to a commonly used password. Add more words that are less common.';
    fakeApi({ ...anonymous, 'auth.signup': failWith(new ApiError(400, 'VALIDATION_FAILED', 'Choose a password', { password: [weak] })) });
    renderLogin('/login?mode=create&next=%2Fmy-jobs');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('password1234');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Weak'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Weak.*similar to a commonly used password/);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('auth.signup')).toEqual([{ body: expect.objectContaining({ password: 'password1234' }) }]);
  }, 20_000);
});
