import '@marketplace/test-support/resize-observer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { lyon } from '../features/admin-markets/test-fixtures';
import AdminMarketPage from './admin-market-page';

beforeEach(() => jest.clearAllMocks());

const admin: SessionUser = { id: 'a1', email: 'admin@example.com', name: 'Robin Chen', phone: null, roles: ['admin'], managedMarketIds: [], providerId: null, language: null };
const open = () => renderPage(<AdminMarketPage />, { route: '/admin/markets/lyon', path: '/admin/markets/:marketId', user: admin });
const refusal = 'This market cannot go live yet. It needs at least one active provider (approved there, weekly hours set, not suspended, not paused).';

describe('a market’s admin page', () => {
  it('shows where it stands, what it lacks, who waits, and links to its other pages', async () => {
    fakeApi({ 'adminCatalogue.market': () => lyon });
    open();
    expect(await screen.findByRole('heading', { name: /Status\s+Coming soon/ })).toBeInTheDocument();
    expect(screen.getByText('Needs an active provider before it can go live.')).toBeInTheDocument();
    expect(screen.getByText('Waiting on the waitlist').nextSibling).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Market dashboard' })).toHaveAttribute('href', '/market/lyon/dashboard');
    expect(screen.getByRole('link', { name: 'Public market page' })).toHaveAttribute('href', '/market/lyon');
    expect(screen.getByRole('link', { name: '← Markets' })).toHaveAttribute('href', '/admin/markets');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Currency/ })).toHaveValue('EUR');
  });

  it('keeps the refusal and its reason on screen when going live is refused', async () => {
    fakeApi({
      'adminCatalogue.market': () => lyon,
      'adminCatalogue.goLive': () => {
        throw new ApiError(409, 'MARKET_NOT_READY', refusal);
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Go live' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not changed');
    expect(alert).toHaveTextContent(refusal);
  });

  it('saves the name and settings from the version read; slug and currency are not sent', async () => {
    fakeApi({ 'adminCatalogue.market': () => lyon, 'adminCatalogue.updateMarket': () => ({ ...lyon, name: 'Grand Lyon' }) });
    open();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grand Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Save market' }));
    // The toast's code loads on its first use: well over findBy's 1 s on a busy machine.
    await screen.findByText('Market saved', {}, { timeout: 5000 });
    const [call] = callsTo('adminCatalogue.updateMarket');
    expect(call).toEqual({ params: { marketId: 'lyon' }, body: expect.objectContaining({ name: 'Grand Lyon', timeZone: 'Europe/Paris', postalCodes: ['69001'], version: 1 }) });
    expect(call!.body).not.toHaveProperty('id');
    expect(call!.body).not.toHaveProperty('currency');
  });

  it('shows the market’s language and saves a change of it', async () => {
    fakeApi({ 'adminCatalogue.market': () => lyon, 'adminCatalogue.updateMarket': () => ({ ...lyon, language: 'de' }) });
    open();
    const language = await screen.findByRole('combobox', { name: /Language/ });
    expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save market' }));
    await screen.findByText('Market saved', {}, { timeout: 5000 });
    expect(callsTo('adminCatalogue.updateMarket')).toEqual([{ params: { marketId: 'lyon' }, body: expect.objectContaining({ language: 'de', version: 1 }) }]);
  });
});
