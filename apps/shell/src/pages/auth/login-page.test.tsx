import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login-page';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Lima',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
};

type Reply = { status: number; body?: unknown };
const reply = ({ status, body }: Reply) => ({ ok: status < 400, status, json: async () => body });

function mockApi(routes: Record<string, Reply>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${init?.method ?? 'GET'} ${String(url)}`];
    if (!route) throw new Error(`unexpected ${init?.method} ${String(url)}`);
    return reply(route) as unknown as Response;
  }) as typeof fetch;
  return calls;
}

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

const anonymous = { 'GET /api/auth/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Log in' } } } };

describe('LoginPage', () => {
  it('explains missing input next to each field without calling the API', async () => {
    const calls = mockApi(anonymous);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/api/auth/login')).toEqual([]);
  });

  it('logs in and returns to the page that asked for it', async () => {
    const calls = mockApi({ ...anonymous, 'POST /api/auth/login': { status: 200, body: { user } } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Email'), 'Ana@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'My jobs' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({ email: 'ana@example.com', password: 'correct horse battery' });
  });

  it('says why a login was refused and keeps what was typed', async () => {
    mockApi({
      ...anonymous,
      'POST /api/auth/login': { status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 minutes.', retryAfterSeconds: 900 } } },
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('offers account creation, and puts the API’s field errors next to the fields', async () => {
    mockApi({
      ...anonymous,
      'POST /api/auth/signup': { status: 409, body: { error: { code: 'CONFLICT', message: 'Check the form', fieldErrors: { email: ['An account with this email already exists'] } } } },
    });
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
    const calls = mockApi({
      ...anonymous,
      'POST /api/auth/signup': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Choose a password', fieldErrors: { password: [weak] } } } },
    });
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
    expect(calls.find((call) => call.url === '/api/auth/signup')?.body).toMatchObject({ password: 'password1234' });
  }, 20_000);
});
