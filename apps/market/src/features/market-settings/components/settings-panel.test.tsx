import '@marketplace/test-support/resize-observer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketDetail, MarketSettings, SessionUser, SettingsChange } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import contractsGerman from '@marketplace/contracts/messages/de.json';
import german from '../../../messages/de.json';
import SettingsPanel from './settings-panel';

beforeEach(() => jest.clearAllMocks());

const manager: SessionUser = { id: 'u1', email: 'manager@example.com', name: 'Sam Patel', phone: null, roles: ['manager'], managedMarketIds: ['nyc'], providerId: null, language: null };
const market: MarketDetail = {
  id: 'nyc',
  name: 'New York City',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  status: 'live',
  serviceArea: 'Manhattan',
  postalCodes: ['10001', '10002'],
  services: [],
  policies: { minNoticeMinutes: 120, bookingHorizonDays: 60, freeCancellationHours: 24, cancellationFeeBps: 2500, serviceFeeBps: 800, taxBps: 888 },
  providerCount: 12,
};
const settings: MarketSettings = {
  minNoticeMinutes: 120,
  bookingHorizonDays: 60,
  slotStepMinutes: 30,
  travelBufferMinutes: 30,
  holdMinutes: 10,
  freeCancellationHours: 24,
  cancellationFeeBps: 2500,
  serviceFeeBps: 800,
  taxBps: 888,
  commissionBps: 2000,
  planDiscountBps: 1000,
  responseWindowMinutes: 120,
  reminderHoursBefore: 24,
  requireAfterPhoto: false,
  problemWindowHours: 72,
  postalCodes: ['10001', '10002'],
  legalFooter: 'Handyhub Marketplace Inc. · Tax ID 12-3456789',
  version: 3,
};
const change: SettingsChange = {
  id: 7,
  changedAt: '2026-11-20T15:30:00.000Z',
  changedBy: { name: 'Robin Chen', role: 'admin' },
  version: 3,
  changes: [
    { field: 'serviceFeeBps', before: 750, after: 800 },
    { field: 'freeCancellationHours', before: 48, after: 24 },
    { field: 'postalCodes', before: ['10001', '10003'], after: ['10001', '10002'] },
    { field: 'legalFooter', before: 'Handyhub Inc.', after: 'Handyhub Marketplace Inc. · Tax ID 12-3456789' },
    { field: 'reminderHoursBefore', before: 48, after: 24 },
    { field: 'planDiscountBps', before: 0, after: 1000 },
  ],
};

const open = () => renderPage(<SettingsPanel market={market} />, { route: '/market/nyc/dashboard?tab=settings', path: '/market/:id/dashboard', user: manager });
const field = (name: RegExp) => screen.getByRole('spinbutton', { name });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('the market settings tab', () => {
  it('shows the settings in their units, grouped, with percent for basis points, and says they apply to new bookings only', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }) });
    open();
    expect(await screen.findByRole('group', { name: 'Booking window' })).toBeInTheDocument();
    expect(field(/Minimum notice/)).toHaveValue(120);
    expect(field(/Tax/)).toHaveValue(8.88);
    expect(field(/Service fee/)).toHaveValue(8);
    expect(screen.getByRole('combobox', { name: /Start times every/ })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: /Postal codes served/ })).toHaveValue('10001\n10002');
    expect(within(screen.getByRole('group', { name: 'Invoices' })).getByRole('textbox', { name: /Invoice footer/ })).toHaveValue('Handyhub Marketplace Inc. · Tax ID 12-3456789');
    expect(screen.getByText(/Applies to new bookings; existing jobs keep the terms they were booked with/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Fees' })).getAllByText('%')).toHaveLength(3);
    expect(save()).toBeDisabled();
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });

  it('saves what changed in the contract’s units with the version it was read at, then says so', async () => {
    const saved = { ...settings, serviceFeeBps: 925, postalCodes: ['10001', '10002', 'M5V'], version: 4 };
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }), 'markets.updateSettings': () => saved });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: /Service fee/ }));
    await userEvent.type(field(/Service fee/), '9.25');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal codes/ }), '\n m5v ');
    await userEvent.type(screen.getByRole('textbox', { name: /Invoice footer/ }), ' · NY 10003  ');
    expect(save()).toBeEnabled();
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([
      expect.objectContaining({ params: { marketId: 'nyc' }, body: { ...settings, serviceFeeBps: 925, postalCodes: ['10001', '10002', 'M5V'], legalFooter: `${settings.legalFooter} · NY 10003`, version: 3 } }),
    ]);
    // What was saved is what the form now starts from: nothing left to save.
    expect(save()).toBeDisabled();
    expect(field(/Service fee/)).toHaveValue(9.25);
  });

  it('edits the reminder: hours before the job, 1 to 168, saved with the other settings', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }), 'markets.updateSettings': () => ({ ...settings, reminderHoursBefore: 6, version: 4 }) });
    open();
    const reminder = within(await screen.findByRole('group', { name: 'Reminders' })).getByRole('spinbutton', { name: /Reminder \(hours before the job\)/ });
    expect(reminder).toHaveValue(24);
    for (const [typed, message] of [['0', 'At least one hour'], ['169', 'At most a week']] as const) {
      await userEvent.clear(reminder);
      await userEvent.type(reminder, typed);
      await userEvent.click(save());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(reminder).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo('markets.updateSettings')).toEqual([]);
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '6');
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([expect.objectContaining({ body: { ...settings, reminderHoursBefore: 6, version: 3 } })]);
  });

  it('requires an after photo to complete once ticked (docs/job-photos.md), saved with the others; the history says off → on', async () => {
    const change: SettingsChange = { id: 9, changedAt: '2026-11-20T15:30:00.000Z', changedBy: { name: 'Sam Patel', role: 'manager' }, version: 4, changes: [{ field: 'requireAfterPhoto', before: false, after: true }] };
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [change] }), 'markets.updateSettings': () => ({ ...settings, requireAfterPhoto: true, version: 4 }) });
    open();
    const box = within(await screen.findByRole('group', { name: 'Job photos' })).getByRole('checkbox', { name: 'Require an after photo to complete' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Providers must add at least one photo of the finished work before they can complete a job.');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([expect.objectContaining({ body: { ...settings, requireAfterPhoto: true, version: 3 } })]);
    expect(await screen.findByText('Require an after photo to complete: off → on')).toBeInTheDocument();
  });

  it('edits the problem window (docs/problems.md): whole hours, 1 to 720, saved with the others; the history says it in hours', async () => {
    const change: SettingsChange = { id: 9, changedAt: '2026-11-20T15:30:00.000Z', changedBy: { name: 'Sam Patel', role: 'manager' }, version: 4, changes: [{ field: 'problemWindowHours', before: 72, after: 48 }] };
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [change] }), 'markets.updateSettings': () => ({ ...settings, problemWindowHours: 48, version: 4 }) });
    open();
    const window = within(await screen.findByRole('group', { name: 'Problem reports' })).getByRole('spinbutton', { name: /Problem reports \(hours after completion\)/ });
    expect(window).toHaveValue(72);
    expect(window).toHaveAccessibleDescription(expect.stringContaining('How long after a job is completed its customer can report a problem.'));
    for (const typed of ['0', '721', '1.5']) {
      await userEvent.clear(window);
      await userEvent.type(window, typed);
      await userEvent.click(save());
      expect(await screen.findByText('Use whole hours from 1 to 720 (30 days)')).toBeInTheDocument();
      expect(window).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo('markets.updateSettings')).toEqual([]);
    await userEvent.clear(window);
    await userEvent.type(window, '48');
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([expect.objectContaining({ body: { ...settings, problemWindowHours: 48, version: 3 } })]);
    expect(await screen.findByText('Problem reports (hours after completion): 72 hours → 48 hours')).toBeInTheDocument();
  });

  it('edits the plan discount in percent (0 to 50 %), saved as basis points, for plans made from then on', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }), 'markets.updateSettings': () => ({ ...settings, planDiscountBps: 1250, version: 4 }) });
    open();
    const discount = within(await screen.findByRole('group', { name: 'Recurring plans' })).getByRole('spinbutton', { name: /Plan discount/ });
    expect(discount).toHaveValue(10);
    expect(discount).toHaveAccessibleDescription(expect.stringContaining('Applied to every visit of plans made after you save'));
    for (const [typed, message] of [['50.5', 'At most 50%'], ['-1', 'Cannot be negative'], ['12.345', 'At most two decimals']] as const) {
      await userEvent.clear(discount);
      await userEvent.type(discount, typed);
      await userEvent.click(save());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(discount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo('markets.updateSettings')).toEqual([]);
    await userEvent.clear(discount);
    await userEvent.type(discount, '12.5');
    await userEvent.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([expect.objectContaining({ body: { ...settings, planDiscountBps: 1250, version: 3 } })]);
  });

  it('checks the fields before sending: bounds, decimals of a percent, postal codes', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }) });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: /Hold length/ }));
    await userEvent.type(field(/Hold length/), '1');
    await userEvent.clear(field(/^Tax/));
    await userEvent.type(field(/^Tax/), '8.875');
    const codes = screen.getByRole('textbox', { name: /Postal codes/ });
    await userEvent.type(codes, '\n10001');
    await userEvent.click(save());
    expect(await screen.findByText('At least 2 minutes')).toBeInTheDocument();
    expect(screen.getByText('At most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Listed more than once: 10001')).toBeInTheDocument();
    await userEvent.type(codes, ', 1$');
    await userEvent.click(save());
    expect(await screen.findByText('“1$”: Use 3 to 8 letters and digits, e.g. 10001 or M5V')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([]);
  });

  it('puts the API’s field errors under their fields', async () => {
    fakeApi({
      'markets.settings': () => settings,
      'markets.settingsHistory': () => ({ changes: [] }),
      'markets.updateSettings': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', { commissionBps: ['Too high for this market'], 'postalCodes.1': ['Not a postal code'] });
      },
    });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: /Commission/ }));
    await userEvent.type(field(/Commission/), '30');
    await userEvent.click(save());
    expect(await screen.findByText('Too high for this market')).toBeInTheDocument();
    expect(field(/Commission/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Postal codes/ })).toHaveAccessibleDescription(expect.stringContaining('Not a postal code'));
  });

  it('when someone else saved meanwhile: says so and reloads the latest on request', async () => {
    let current = settings;
    fakeApi({
      'markets.settings': () => current,
      'markets.settingsHistory': () => ({ changes: [] }),
      'markets.updateSettings': () => {
        current = { ...settings, holdMinutes: 15, version: 4 };
        throw new ApiError(409, 'CONFLICT', 'Someone changed these settings since you opened them. Reload the latest and make your change again.');
      },
    });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: /Travel buffer/ }));
    await userEvent.type(field(/Travel buffer/), '45');
    await userEvent.click(save());
    expect(await screen.findByText(/Someone changed these settings since you opened them/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the latest' }));
    expect(await screen.findByDisplayValue('15')).toBe(field(/Hold length/));
    expect(field(/Travel buffer/)).toHaveValue(30);
    expect(screen.queryByText(/Someone changed these settings/)).not.toBeInTheDocument();
  });

  it('lists the changes: who, when in the market’s zone, and each field before → after in human units', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [change] }) });
    open();
    const history = within(await screen.findByRole('region', { name: 'Change history' }));
    expect(await history.findByText('Robin Chen')).toBeInTheDocument();
    expect(history.getByText(/\(admin\)/)).toBeInTheDocument();
    expect(history.getByText(/Nov 20, 2026, 10:30\sAM EST/)).toBeInTheDocument();
    expect(history.getByText('Service fee: 7.5% → 8%')).toBeInTheDocument();
    expect(history.getByText('Free cancellation until: 48 hours before the start → 24 hours before the start')).toBeInTheDocument();
    expect(history.getByText('Postal codes served: added 10002; removed 10003')).toBeInTheDocument();
    expect(history.getByText('Invoice footer: “Handyhub Inc.” → “Handyhub Marketplace Inc. · Tax ID 12-3456789”')).toBeInTheDocument();
    expect(history.getByText('Reminder (hours before the job): 48 hours before → 24 hours before')).toBeInTheDocument();
    expect(history.getByText('Plan discount: 0% → 10%')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'markets.settings': () => settings,
      'markets.settingsHistory': () => {
        if (fail) throw new ApiError(500, 'INTERNAL', 'Down');
        return { changes: [change] };
      },
    });
    open();
    expect(await screen.findByText('We could not load the change history')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Robin Chen')).toBeInTheDocument();
  });
});

describe('the market settings tab in German', () => {
  it('names the problem window in German and refuses a value outside 1 to 720 hours in German', async () => {
    fakeApi({ 'markets.settings': () => settings, 'markets.settingsHistory': () => ({ changes: [] }) });
    // The contract's messages come in their own catalogue (packages/contracts/src/messages).
    const German = testLanguage('de', { ...contractsGerman, ...german });
    renderPage(
      <German>
        <SettingsPanel market={market} />
      </German>,
      { route: '/market/nyc/dashboard?tab=settings', path: '/market/:id/dashboard', user: manager },
    );
    const window = within(await screen.findByRole('group', { name: 'Problemmeldungen' })).getByRole('spinbutton', { name: /Problemmeldungen \(Stunden nach Abschluss\)/ });
    expect(window).toHaveValue(72);
    expect(window).toHaveAccessibleDescription(expect.stringContaining('Wie lange Kunden nach dem Abschluss eines Auftrags ein Problem melden können.'));
    await userEvent.clear(window);
    await userEvent.type(window, '800');
    await userEvent.click(screen.getByRole('button', { name: /speichern/i }));
    expect(await screen.findByText('Ganze Stunden von 1 bis 720 (30 Tage)')).toBeInTheDocument();
    expect(callsTo('markets.updateSettings')).toEqual([]);
  });
});
