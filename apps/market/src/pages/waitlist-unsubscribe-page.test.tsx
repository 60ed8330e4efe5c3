import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import WaitlistUnsubscribePage from './waitlist-unsubscribe-page';

beforeEach(() => jest.clearAllMocks());

const token = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const open = (route: string) => renderPage(<WaitlistUnsubscribePage />, { route, path: '/market/waitlist/unsubscribe' });

describe('leaving the waitlist from the launch email', () => {
  it('asks first, then leaves with the link’s token (logged out)', async () => {
    fakeApi({ 'waitlist.unsubscribe': () => null });
    open(`/market/waitlist/unsubscribe?token=${token}`);
    expect(screen.getByRole('heading', { name: 'Leave the waitlist?' })).toBeInTheDocument();
    expect(callsTo('waitlist.unsubscribe')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You have left the waitlist' })).toHaveFocus();
    expect(callsTo('waitlist.unsubscribe')).toEqual([{ body: { token } }]);
  });

  it('says so when the link is not valid, and when it is incomplete', async () => {
    fakeApi({
      'waitlist.unsubscribe': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This link is not valid any more. Nothing was changed.');
      },
    });
    const { unmount } = open(`/market/waitlist/unsubscribe?token=${token}`);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more');
    unmount();
    open('/market/waitlist/unsubscribe');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
