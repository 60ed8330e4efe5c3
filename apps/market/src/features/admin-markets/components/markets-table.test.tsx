import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMarket } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { mockApi } from '@marketplace/test-support/mock-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { MarketsTable } from './markets-table';

jest.mock('@marketplace/session/api', () => ({ api: jest.fn() }));

const lyon: AdminMarket = {
  id: 'lyon', name: 'Lyon', timeZone: 'Europe/Paris', currency: 'EUR', status: 'coming_soon', serviceArea: 'Lyon',
  settings: { minNoticeMinutes: 60, bookingHorizonDays: 60, slotStepMinutes: 30, travelBufferMinutes: 30, holdMinutes: 10, freeCancellationHours: 24, cancellationFeeBps: 0, serviceFeeBps: 0, taxBps: 0, commissionBps: 0, responseWindowMinutes: 60, reminderHoursBefore: 24, postalCodes: ['69001'], legalFooter: '', version: 1 },
  offerableProviders: 0, pricedServices: 1, missing: ['offerable_provider'], waitlistWaiting: 4,
};

describe('MarketsTable', () => {
  it('lists what a market lacks and shows why going live was refused', async () => {
    mockApi({
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
