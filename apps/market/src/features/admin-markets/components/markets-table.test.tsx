import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { lyon } from '../test-fixtures';
import { MarketsTable } from './markets-table';

describe('MarketsTable', () => {
  it('lists what a market lacks and shows why going live was refused', async () => {
    fakeApi({
      'adminCatalogue.markets': () => ({ markets: [lyon], page: 1, pageSize: 50, total: 1 }),
      'adminCatalogue.goLive': () => {
        throw new ApiError(409, 'MARKET_NOT_READY', 'This market cannot go live yet. It needs at least one active provider.');
      },
    });
    renderPage(<MarketsTable />, { route: '/admin/markets', path: '/admin/markets' });
    const row = (await screen.findByRole('rowheader', { name: 'Lyon (lyon)' })).closest('tr')!;
    expect(within(row).getByText('Needs an active provider')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Go live' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It needs at least one active provider');
  });
});
