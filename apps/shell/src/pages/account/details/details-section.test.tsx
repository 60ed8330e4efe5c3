import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ana, anaAccount, pageReads } from '../account-fixtures';
import { AccountPage } from '../account-page';

beforeEach(() => jest.clearAllMocks());

const texted = { sentTo: '+1 212 555 0100', expiresAt: '2099-01-01T10:15:00.000Z', resendAfter: '2099-01-01T10:01:00.000Z' };

async function details() {
  return within(await screen.findByRole('region', { name: 'Your details' }));
}

describe('the details section', () => {
  it('verifies the phone with a texted code, after a wrong one said so at the field', async () => {
    let current = anaAccount;
    fakeApi({
      ...pageReads(),
      'account.get': () => ({ account: current }),
      'account.sendPhoneCode': () => texted,
      'account.verifyPhone': ({ body }) => {
        if ((body as { code: string }).code !== '123456') throw new ApiError(400, 'VALIDATION_FAILED', 'Check the code', { code: ['That code is not right. 4 tries left.'] });
        current = { ...anaAccount, phoneVerified: true };
        return { account: current };
      },
      'auth.me': () => ({ user: ana }),
    });
    renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    const section = await details();
    expect(section.getByText(/text messages are off until you verify it/)).toBeInTheDocument();
    expect(section.getByText('Not verified')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Send a code' }));
    const code = await section.findByLabelText(/Code from the text message/);
    expect(code).toHaveFocus();
    expect(section.getByRole('button', { name: /Send a new code \(\d+:\d\d\)/ })).toBeDisabled();
    await userEvent.type(code, '000000');
    await userEvent.click(section.getByRole('button', { name: 'Verify phone' }));
    expect(await section.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(section.getByRole('button', { name: 'Verify phone' }));
    expect(await section.findByText('Verified')).toBeInTheDocument();
    expect(section.queryByLabelText(/Code from the text message/)).not.toBeInTheDocument();
    expect(callsTo('account.verifyPhone')).toEqual([{ body: { code: '000000' } }, { body: { code: '123456' } }]);
  });

  it('saves the name and phone, and reads the session again for the header', async () => {
    fakeApi({
      ...pageReads({ ...anaAccount, phoneVerified: true }),
      'account.updateProfile': ({ body }) => {
        const { name, phone } = body as { name: string; phone: string };
        return { account: { ...anaAccount, name, phone: phone || null, phoneVerified: false } };
      },
      'auth.me': () => ({ user: { ...ana, name: 'Ana Lima Souza' } }),
    });
    const { queryClient } = renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    const section = await details();
    expect(section.getByText('Verified')).toBeInTheDocument();
    const name = section.getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Lima Souza');
    await userEvent.clear(section.getByLabelText('Phone (optional)'));
    await userEvent.type(section.getByLabelText('Phone (optional)'), '+1 212 555 0199');
    await userEvent.click(section.getByRole('button', { name: 'Save details' }));
    expect(await section.findByText('Not verified')).toBeInTheDocument();
    expect(callsTo('account.updateProfile')).toEqual([{ body: { name: 'Ana Lima Souza', phone: '+1 212 555 0199' } }]);
    expect(queryClient.getQueryData(queryKeys.account.details())).toMatchObject({ name: 'Ana Lima Souza' });
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
  });
});
