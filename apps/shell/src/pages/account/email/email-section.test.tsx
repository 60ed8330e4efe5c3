import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ana, anaAccount, pageReads } from '../account-fixtures';
import { AccountPage } from '../account-page';

beforeEach(() => jest.clearAllMocks());

const newAddress = 'ana.new@example.com';
const sent = { sentTo: newAddress, expiresAt: '2099-01-01T10:15:00.000Z', resendAfter: '2099-01-01T10:01:00.000Z' };

/** The API's account as it changes: asking for a new email, confirming it, dropping it. */
function serveAccount(start: Account) {
  let current = start;
  fakeApi({
    ...pageReads(),
    'account.get': () => ({ account: current }),
    'account.changeEmail': ({ body }) => {
      if ((body as { currentPassword: string }).currentPassword !== 'my password 123') throw new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { currentPassword: ['That is not your password'] });
      current = { ...current, pendingEmail: newAddress };
      return sent;
    },
    'account.confirmEmailChange': () => {
      current = { ...current, email: newAddress, pendingEmail: null };
      return { account: current };
    },
    'account.cancelEmailChange': () => {
      current = { ...current, pendingEmail: null };
      return null;
    },
    'auth.me': () => ({ user: { ...ana, email: current.email } }),
  });
}

async function emailSection() {
  renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
  return within(await screen.findByRole('region', { name: 'Email' }));
}

describe('the email section', () => {
  it('changes the email: new address and password, then the code sent to the new address', async () => {
    serveAccount(anaAccount);
    const section = await emailSection();
    await userEvent.click(section.getByRole('button', { name: 'Change email' }));
    await userEvent.type(section.getByLabelText('New email'), newAddress);
    await userEvent.type(section.getByLabelText('Current password'), 'not it at all');
    await userEvent.click(section.getByRole('button', { name: 'Send a code' }));
    expect(await section.findByText('That is not your password')).toBeInTheDocument();
    expect(section.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(section.getByLabelText('Current password'));
    await userEvent.type(section.getByLabelText('Current password'), 'my password 123');
    await userEvent.click(section.getByRole('button', { name: 'Send a code' }));
    const waiting = await section.findByText(/Waiting for confirmation of/);
    expect(waiting).toHaveTextContent(`Waiting for confirmation of ${newAddress}`);
    expect(within(waiting).getByText(newAddress).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    const code = section.getByLabelText(/6-digit code/);
    expect(code).toHaveFocus();
    await userEvent.type(code, '123456');
    await userEvent.click(section.getByRole('button', { name: 'Confirm new email' }));

    expect(await section.findByText(newAddress)).toBeInTheDocument();
    expect(section.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    expect(callsTo('account.changeEmail').at(-1)).toEqual({ body: { email: newAddress, currentPassword: 'my password 123' } });
    expect(callsTo('account.confirmEmailChange')).toEqual([{ body: { code: '123456' } }]);
    // The header's email comes from the session: read again.
    expect(callsTo('auth.me').length).toBeGreaterThan(0);
  });

  it('shows a change waiting for its code when the page opens, and cancels it', async () => {
    serveAccount({ ...anaAccount, pendingEmail: newAddress });
    const section = await emailSection();
    expect(section.getByText(/Waiting for confirmation of/)).toHaveTextContent(newAddress);
    expect(section.getByLabelText(/6-digit code/)).not.toHaveFocus();
    await userEvent.click(section.getByRole('button', { name: 'Cancel the change' }));
    expect(await section.findByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(section.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(callsTo('account.cancelEmailChange')).toHaveLength(1);
  });

  it('keeps the old address in the cache until the new one is confirmed', async () => {
    serveAccount({ ...anaAccount, pendingEmail: newAddress });
    const { queryClient } = renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    await screen.findByText(/Waiting for confirmation of/);
    expect(queryClient.getQueryData(queryKeys.account.details())).toMatchObject({ email: 'ana@example.com', pendingEmail: newAddress });
  });
});
