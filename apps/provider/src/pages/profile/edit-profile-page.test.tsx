import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@marketplace/test-support/resize-observer';
import type { NotificationPreferences, ProviderEditor, SessionUser, TimeOffState } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, failWith, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { uploadPicture } from '../../features/profile-editor/api/upload-picture';
import EditProfilePage from './edit-profile-page';

jest.mock('../../features/profile-editor/api/upload-picture', () => ({ uploadPicture: jest.fn() }));

const id = '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11';
const user: SessionUser = { id: 'u1', email: 'maria@example.com', name: 'Maria Alvarez', phone: null, roles: ['provider'], managedMarketIds: [], providerId: id , language: null};
const timeOff: TimeOffState = { timeZone: 'America/New_York', entries: [], conflicts: [] };
const editor: ProviderEditor = {
  id,
  displayName: 'Maria Alvarez',
  bioHtml: '<p>Careful cleaning.</p>',
  pictureUrl: `/api/providers/${id}/picture?v=abc`,
  hasUploadedPicture: false,
  serviceIds: ['home-cleaning'],
  marketIds: ['nyc'],
  availability: { days: [{ weekday: 1, intervals: [{ start: '09:00', end: '17:00' }] }] },
  timeOff,
  choices: [{ id: 'nyc', name: 'New York City', timeZone: 'America/New_York', services: [{ id: 'home-cleaning', name: 'Home cleaning' }, { id: 'handyman', name: 'Handyman' }] }],
  pictureLimits: { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] },
};

const preferences: NotificationPreferences = {
  events: [{ event: 'payout', label: 'Payout', description: 'Your earnings were paid out', channels: { email: true, sms: false, in_app: true } }],
  email: 'maria@example.com',
  hasPhone: true,
  phoneVerified: true,
};
const admin: SessionUser = { ...user, id: 'u2', email: 'admin@example.com', name: 'Robin Chen', roles: ['admin'], providerId: null };

const openEditor = (as: SessionUser = user) => renderPage(<EditProfilePage />, { route: `/provider-profile/${id}/edit`, path: '/provider-profile/:providerUuid/edit', user: as });
/** Answers the editor's calls; the editor and the notification settings always have an answer. */
const serve = (more: FakeHandlers = {}) => fakeApi({ 'providerProfile.editor': () => editor, 'notifications.preferences': () => preferences, ...more });

// jsdom has no object URLs: the crop preview gets a stand-in.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

beforeEach(() => serve());

describe('EditProfilePage', () => {
  it('shows every section, the picture rules up front and the zone of the hours', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { level: 2, name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByText(/JPEG, PNG or WebP, up to 8 MB, at least 96 × 96 pixels\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name customers see/)).toHaveValue('Maria Alvarez');
    expect(screen.getByRole('checkbox', { name: 'Home cleaning' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Handyman' })).not.toBeChecked();
    expect(screen.getByText(/Times are in America\/New York time/)).toBeInTheDocument();
    expect(screen.getByLabelText('From (Monday, interval 1)')).toHaveValue('09:00');
    expect(screen.getByText('No time off planned.')).toBeInTheDocument();
  });

  it('puts the API’s field errors next to the fields', async () => {
    serve({ 'providerProfile.updateDetails': failWith(new ApiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', { serviceIds: ['Not offered in your markets: handyman'] })) });
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Not offered in your markets: handyman')).toBeInTheDocument();
  });

  it('checks weekly hours before sending: an interval that ends before it starts', async () => {
    openEditor();
    const to = await screen.findByLabelText('To (Monday, interval 1)');
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Ends before it starts')).toBeInTheDocument();
    expect(callsTo('providers.updateAvailability')).toEqual([]);
  });

  it('adds time off and lists the booked jobs that fall in it, linking to each', async () => {
    const after: TimeOffState = {
      timeZone: 'America/New_York',
      entries: [{ id: '7', start: '2030-01-07T14:00:00.000Z', end: '2030-01-08T14:00:00.000Z', reason: 'Holiday' }],
      conflicts: [{ jobId: '11111111-1111-4111-8111-111111111111', status: 'confirmed', start: '2030-01-07T15:00:00.000Z', end: '2030-01-07T18:00:00.000Z', services: ['Home cleaning'], timeOffId: '7' }],
    };
    serve({ 'providerProfile.addTimeOff': () => after });
    openEditor();
    await userEvent.type(await screen.findByLabelText(/^From \(America\/New York time\)/), '2030-01-07T09:00');
    await userEvent.type(screen.getByLabelText(/^Until \(America\/New York time\)/), '2030-01-08T09:00');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Holiday');
    await userEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(callsTo('providerProfile.addTimeOff')).toEqual([{ params: { providerId: id }, body: { start: '2030-01-07T09:00', end: '2030-01-08T09:00', reason: 'Holiday' } }]);
    const warning = await screen.findByText('These jobs fall in your time off');
    const link = within(warning.closest('[role="alert"], [role="status"], div')!.parentElement!).getByRole('link');
    expect(link).toHaveAttribute('href', '/provider/job/11111111-1111-4111-8111-111111111111');
    expect(screen.getByRole('list', { name: 'Planned time off' })).toHaveTextContent('Holiday');
  });

  it('refuses a too large picture before sending, and shows the server’s message for a bad one', async () => {
    openEditor();
    const input = await screen.findByLabelText('Choose a picture, or drop it here');
    await userEvent.upload(input, new File([new Uint8Array(9 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This file is larger than 8 MB. Choose a smaller picture.')).toBeInTheDocument();
    expect(uploadPicture).not.toHaveBeenCalled();

    jest.mocked(uploadPicture).mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'This file is not a picture. Upload a JPEG, PNG or WebP picture.'));
    await userEvent.upload(input, new File(['just text'], 'notes.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('This file is not a picture. Upload a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is the not-found screen for a provider the API does not know', async () => {
    serve({ 'providerProfile.editor': failWith(new ApiError(404, 'NOT_FOUND', 'There is no such provider.')) });
    openEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('has the provider’s own notification settings', async () => {
    openEditor();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('checkbox', { name: 'Payout: Email' })).toBeChecked();
  });

  it('tells an admin editing a provider that each person sets their own notifications', async () => {
    openEditor(admin);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(section).toHaveTextContent('Each person sets their own notifications');
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(callsTo('notifications.preferences')).toEqual([]);
  });
});
