import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@marketplace/api-client';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { callsTo, failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { ChangePasswordDialog } from './change-password-dialog';

const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana.lima@example.com',
  name: 'Ana Lima',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.session, user);
  const onOpenChange = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ChangePasswordDialog open onOpenChange={onOpenChange} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { dialog: within(screen.getByRole('dialog', { name: 'Change your password' })), onOpenChange };
}

describe('ChangePasswordDialog', () => {
  it('rates the new password while typing, counting the account’s own name as guessable', async () => {
    const { dialog } = renderDialog();
    expect(dialog.queryByRole('meter')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByLabelText('New password'));
    await userEvent.paste('AnaLima2026!');
    expect(await dialog.findByText('There should not be any personal or page related data.')).toBeInTheDocument();
    const meter = dialog.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Not strong enough');
    await userEvent.clear(dialog.getByLabelText('New password'));
    await userEvent.paste('orbit lantern kitchen');
    await waitFor(() => expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very strong'));
  }, 20_000);

  it('puts the API’s refusal of a weak password next to the new password', async () => {
    const weak = 'This is a commonly used password. Add more words that are less common.';
    fakeApi({ 'auth.changePassword': failWith(new ApiError(400, 'VALIDATION_FAILED', 'Choose a password', { newPassword: [weak] })) });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(dialog.getByLabelText('Current password'), 'the old one');
    await userEvent.click(dialog.getByLabelText('New password'));
    await userEvent.paste('password123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByText(weak)).toBeInTheDocument();
    expect(dialog.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('auth.changePassword')).toEqual([{ body: { currentPassword: 'the old one', newPassword: 'password123456' } }]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
