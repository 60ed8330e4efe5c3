import '@marketplace/test-support/resize-observer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { cleaning, lyon } from '../test-fixtures';
import { ServiceCatalogue } from './service-catalogue';

beforeEach(() => jest.clearAllMocks());

const German = testLanguage('de', german);

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
    expect(within(form).getByRole('textbox', { name: /^Name(?! in German)/ })).toHaveAccessibleDescription(expect.stringContaining('Enter a name'));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name(?! in German)/ }), 'Window cleaning');
    await userEvent.click(within(form).getByRole('radio', { name: /Per hour/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }));
    expect(await within(form).findByText('Taken: choose another name')).toBeInTheDocument();
    // No German typed: none sent (German readers read the English).
    expect(callsTo('adminCatalogue.createService')).toEqual([{ body: { name: 'Window cleaning', description: '', unit: 'hour', defaultDurationMinutes: 60, translations: {} } }]);
  });

  it('edits the German name and description beside the English, checked like them', async () => {
    fakeApi({ ...handlers, 'adminCatalogue.updateService': () => cleaning });
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit Home cleaning' });
    const germanName = within(form).getByRole('textbox', { name: 'Name in German' });
    expect(germanName).toHaveValue('Wohnungsreinigung');
    expect(germanName).toHaveAccessibleDescription(expect.stringContaining('Left empty, they read the English.'));
    await userEvent.clear(germanName);
    await userEvent.type(germanName, 'W');
    await userEvent.click(within(form).getByRole('button', { name: 'Save service' }));
    expect(germanName).toHaveAccessibleDescription(expect.stringContaining('Enter a name'));
    await userEvent.type(germanName, 'ohnungsputz');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Description in German' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description in German' }), 'Küche und Bad.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(callsTo('adminCatalogue.updateService')).toHaveLength(1));
    expect(callsTo('adminCatalogue.updateService')[0]).toMatchObject({ params: { serviceId: 'home-cleaning' }, body: { name: 'Home cleaning', translations: { de: { name: 'Wohnungsputz', description: 'Küche und Bad.' } } } });
  });
});

describe('the service form in German', () => {
  it('labels the German fields in German', async () => {
    fakeApi(handlers);
    renderPage(
      <German>
        <ServiceCatalogue />
      </German>,
      { route: '/admin/services', path: '/admin/services' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Neuer Service' }));
    expect(screen.getByRole('textbox', { name: 'Name auf Deutsch' })).toHaveAccessibleDescription(expect.stringContaining('Leer gelassen, sehen sie den englischen Text.'));
    expect(screen.getByRole('textbox', { name: 'Beschreibung auf Deutsch' })).toBeInTheDocument();
  });
});
