import '@marketplace/test-support/resize-observer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { lyon } from '../test-fixtures';
import { NewMarketForm } from './new-market-form';

beforeEach(() => jest.clearAllMocks());

const admin: SessionUser = { id: 'a1', email: 'admin@example.com', name: 'Robin Chen', phone: null, roles: ['admin'], managedMarketIds: [], providerId: null, language: null };
const open = () => renderPage(<NewMarketForm />, { route: '/admin/markets/new', path: '/admin/markets/new', user: admin, routes: { '/admin/markets/:marketId': <h1>The market’s page</h1> } });

async function fillIdentity() {
  await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'lyon');
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lyon');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Time zone/ }), 'Europe/Paris');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'EUR');
  await userEvent.type(screen.getByRole('textbox', { name: /Service area/ }), 'Lyon and Villeurbanne');
  await userEvent.type(screen.getByRole('textbox', { name: /Postal codes served/ }), '69001{enter}69002');
}

describe('NewMarketForm', () => {
  it('checks the fields before sending anything', async () => {
    fakeApi({});
    open();
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'Not A Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Create market' }));
    expect(await screen.findByRole('textbox', { name: /Slug/ })).toHaveAccessibleDescription(expect.stringMatching(/lower-case|letters/i));
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /Postal codes served/ })).toHaveAccessibleDescription(expect.stringContaining('List at least one postal code'));
    expect(callsTo('adminCatalogue.createMarket')).toEqual([]);
  });

  it('sends the identity and every setting in the contract’s units, then opens the market’s page', async () => {
    fakeApi({ 'adminCatalogue.createMarket': () => lyon });
    open();
    await fillIdentity();
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Service fee/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Service fee/ }), '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create market' }));
    expect(await screen.findByRole('heading', { name: 'The market’s page' })).toBeInTheDocument();
    expect(callsTo('adminCatalogue.createMarket')).toEqual([
      {
        body: expect.objectContaining({ id: 'lyon', name: 'Lyon', timeZone: 'Europe/Paris', currency: 'EUR', serviceArea: 'Lyon and Villeurbanne', postalCodes: ['69001', '69002'], serviceFeeBps: 750, commissionBps: 2000 }),
      },
    ]);
    expect(callsTo('adminCatalogue.createMarket')[0]!.body).not.toHaveProperty('version');
  });

  it('starts in English and sends the language chosen, named in itself', async () => {
    fakeApi({ 'adminCatalogue.createMarket': () => ({ ...lyon, language: 'de' }) });
    open();
    const language = screen.getByRole('combobox', { name: /Language/ });
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    await fillIdentity();
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Create market' }));
    expect(await screen.findByRole('heading', { name: 'The market’s page' })).toBeInTheDocument();
    expect(callsTo('adminCatalogue.createMarket')).toEqual([{ body: expect.objectContaining({ id: 'lyon', language: 'de' }) }]);
  });

  it('puts the API’s field errors next to their fields (a taken slug, a setting)', async () => {
    fakeApi({
      'adminCatalogue.createMarket': () => {
        throw new ApiError(409, 'CONFLICT', 'A market with this slug exists already.', { id: ['Taken: choose another slug'], taxBps: ['Too high here'] });
      },
    });
    open();
    await fillIdentity();
    await userEvent.click(screen.getByRole('button', { name: 'Create market' }));
    expect(await screen.findByRole('textbox', { name: /Slug/ })).toHaveAccessibleDescription(expect.stringContaining('Taken: choose another slug'));
    expect(screen.getByRole('spinbutton', { name: /Tax/ })).toHaveAccessibleDescription(expect.stringContaining('Too high here'));
  });
});
