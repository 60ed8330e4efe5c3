import '@marketplace/test-support/resize-observer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { cleaning, lyon } from '../test-fixtures';
import { ServiceCatalogue } from './service-catalogue';

beforeEach(() => jest.clearAllMocks());

const toronto = { ...lyon, id: 'toronto', name: 'Toronto', currency: 'CAD', timeZone: 'America/Toronto' };
const handlers = { 'adminCatalogue.services': () => ({ services: [cleaning], page: 1, pageSize: 50, total: 1 }), 'adminCatalogue.markets': () => ({ markets: [lyon, toronto], page: 1, pageSize: 50, total: 2 }) };
const open = () => renderPage(<ServiceCatalogue />, { route: '/admin/services', path: '/admin/services' });

describe('the service catalogue', () => {
  it('lists each market’s price and says a change applies to new bookings only', async () => {
    fakeApi(handlers);
    open();
    const table = await screen.findByRole('table', { name: 'Prices of Home cleaning' });
    expect(within(table).getByRole('rowheader', { name: 'Lyon' }).closest('tr')).toHaveTextContent('€45.00');
    expect(within(table).getByRole('rowheader', { name: 'Toronto' }).closest('tr')).toHaveTextContent('Not offered');
    expect(screen.getByText(/applies to new bookings only/)).toBeInTheDocument();
  });

  it('sends a price typed in major units as integer minor units, with on/off', async () => {
    fakeApi({ ...handlers, 'adminCatalogue.setServicePrice': () => cleaning });
    open();
    const form = await screen.findByRole('form', { name: 'Price of Home cleaning in Toronto' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (CAD)' }), '52.5');
    await userEvent.click(within(form).getByRole('button', { name: /Save the price/ }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
    expect(callsTo('adminCatalogue.setServicePrice')).toEqual([{ params: { serviceId: 'home-cleaning', marketId: 'toronto' }, body: { priceMinor: 5250, active: true } }]);
  });

  it('refuses an amount that is not one before sending', async () => {
    fakeApi(handlers);
    open();
    const form = await screen.findByRole('form', { name: 'Price of Home cleaning in Lyon' });
    const price = within(form).getByRole('textbox', { name: 'Price (EUR)' });
    expect(price).toHaveValue('45.00');
    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Offered' }));
    await userEvent.click(within(form).getByRole('button', { name: /Save the price/ }));
    expect(await within(form).findByText('Enter an amount such as 45.50')).toBeInTheDocument();
    expect(callsTo('adminCatalogue.setServicePrice')).toEqual([]);
  });

  it('adds a service, with the API’s field error next to its field', async () => {
    fakeApi({
      ...handlers,
      'adminCatalogue.createService': () => {
        throw new ApiError(409, 'CONFLICT', 'A service with this name exists already.', { name: ['Taken: choose another name'] });
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'New service' }));
    const form = screen.getByRole('form', { name: 'New service' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(expect.stringContaining('Enter a name'));
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Window cleaning');
    await userEvent.click(within(form).getByRole('radio', { name: /Per hour/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }));
    expect(await within(form).findByText('Taken: choose another name')).toBeInTheDocument();
    expect(callsTo('adminCatalogue.createService')).toEqual([{ body: { name: 'Window cleaning', description: '', unit: 'hour', defaultDurationMinutes: 60 } }]);
  });
});
