import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { NotificationPreferences } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import '@marketplace/test-support/resize-observer';
import { callsTo, fakeApi, type FakeRequest } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { NotificationSettings } from './notification-settings';

const saved: NotificationPreferences = {
  events: [
    { event: 'booked', label: 'New booking', description: 'A job is booked', channels: { email: true, sms: false, in_app: true } },
    { event: 'reminder', label: 'Reminder', description: 'Before the job starts', channels: { email: true, sms: true, in_app: true } },
  ],
  email: 'ana@example.com',
  hasPhone: false,
  phoneVerified: false,
};

function serve(update: (body: FakeRequest<'notifications.updatePreferences'>['body']) => NotificationPreferences | Promise<NotificationPreferences>, current = saved) {
  fakeApi({ 'notifications.preferences': () => current, 'notifications.updatePreferences': ({ body }) => update(body) });
}

function renderSettings(wrapper?: ReturnType<typeof testLanguage>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <NotificationSettings />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
    wrapper ? { wrapper } : {},
  );
}

describe('NotificationSettings', () => {
  it('shows each event with its description and a checkbox per channel, as saved', async () => {
    serve(() => saved);
    renderSettings();
    expect(await screen.findByRole('checkbox', { name: 'New booking: Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New booking: Text message' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reminder: In the app' })).toBeChecked();
    expect(screen.getByRole('rowheader', { name: /Reminder Before the job starts/ })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Event', 'Email', 'Text message', 'In the app']);
    expect(screen.getByText('ana@example.com')).toHaveAttribute('data-personal');
  });

  it('says text messages need a phone number when the account has none', async () => {
    serve(() => saved);
    renderSettings();
    expect(await screen.findByText(/Text messages need a phone number on your account/)).toBeInTheDocument();
    expect(screen.queryByText(/Verify your phone/)).toBeNull();
  });

  it('says the phone needs verifying on the account page before text messages go to it', async () => {
    serve(() => saved, { ...saved, hasPhone: true, phoneVerified: false });
    renderSettings();
    expect(await screen.findByText(/to get text messages/)).toHaveTextContent('Verify your phone on your account page to get text messages.');
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText(/Text messages need a phone number/)).toBeNull();
  });

  it('sends only what changed and confirms the save', async () => {
    const after: NotificationPreferences = { ...saved, events: [{ ...saved.events[0]!, channels: { email: false, sms: false, in_app: true } }, saved.events[1]!] };
    serve(() => after);
    renderSettings();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'New booking: Email' }));
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(callsTo('notifications.updatePreferences')).toEqual([{ body: { changes: [{ event: 'booked', channel: 'email', enabled: false }] } }]);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'New booking: Email' })).not.toBeChecked();
    expect(screen.queryByText(/unsaved change/)).toBeNull();
  });

  it('does not call the API when nothing changed, and says so', async () => {
    serve(() => saved);
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(/Nothing to save/)).toHaveAttribute('role', 'status');
    expect(callsTo('notifications.updatePreferences')).toEqual([]);
  });

  it('shows the server’s refusal and keeps the choice on screen', async () => {
    serve(() => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', { changes: ['Not an event you are told about: payout'] });
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Reminder: Text message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an event you are told about: payout');
    expect(screen.getByRole('checkbox', { name: 'Reminder: Text message' })).not.toBeChecked();
  });

  it('is in German on a German page, whatever language the API wrote its rows in', async () => {
    const after: NotificationPreferences = { ...saved, events: [{ ...saved.events[0]!, channels: { email: false, sms: false, in_app: true } }, saved.events[1]!] };
    serve(() => after);
    renderSettings(testLanguage('de', german));
    expect(await screen.findByRole('checkbox', { name: 'Neue Buchung: E-Mail' })).toBeChecked();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Ereignis', 'E-Mail', 'SMS', 'In der App']);
    expect(screen.getByText(/Für SMS braucht Ihr Konto eine Telefonnummer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Erinnerung: SMS' }));
    expect(screen.getByText('1 ungespeicherte Änderung')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' }));
    expect(await screen.findByText('Benachrichtigungseinstellungen gespeichert')).toBeInTheDocument();
  });
});
