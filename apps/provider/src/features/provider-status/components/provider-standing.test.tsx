import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { providerUser } from '../../../test/fixtures';
import { activeStatus, completeEditor, newProviderEditor } from '../../../test/standing-fixtures';
import { FirstStepsChecklist } from './first-steps-checklist';
import { PauseControl } from './pause-control';

const providerId = providerUser.providerId!;
beforeEach(() => jest.clearAllMocks());

describe('FirstStepsChecklist', () => {
  it('ticks what is done and links to the rest; gone once everything is done', () => {
    const { unmount } = renderPage(<FirstStepsChecklist providerId={providerId} editor={newProviderEditor} />, { route: '/provider', path: '/provider', user: providerUser });
    const list = within(screen.getByRole('list', { name: 'First steps' }));
    expect(list.getByRole('link', { name: /Set your weekly hours/ })).toHaveAttribute('href', `/provider-profile/${providerId}/edit#hours-title`);
    expect(list.getByRole('link', { name: 'Upload a picture' })).toBeInTheDocument();
    expect(list.getByText('Choose the services you offer (done)')).toBeInTheDocument();
    unmount();
    renderPage(<FirstStepsChecklist providerId={providerId} editor={completeEditor} />, { route: '/provider', path: '/provider', user: providerUser });
    expect(screen.queryByRole('list', { name: 'First steps' })).not.toBeInTheDocument();
  });
});

describe('PauseControl', () => {
  it('pauses and says so, then resumes', async () => {
    fakeApi({
      'providerStatus.get': () => activeStatus,
      'providerStatus.pause': () => ({ pausedAt: '2026-03-04T14:00:00Z', suspensions: [] }),
      'providerStatus.resume': () => activeStatus,
    });
    const user = userEvent.setup();
    renderPage(<PauseControl providerId={providerId} />, { route: '/provider', path: '/provider', user: providerUser });
    expect(await screen.findByText(/You are active/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('You are paused: no new requests. You can still answer the requests already sent to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/You are active/)).toBeInTheDocument();
    expect(callsTo('providerStatus.pause')).toEqual([expect.objectContaining({ params: { providerId } })]);
  });

  it('shows a market’s suspension with its reason', async () => {
    fakeApi({ 'providerStatus.get': () => ({ pausedAt: null, suspensions: [{ marketId: 'nyc', marketName: 'New York City', since: '2026-03-01T00:00:00Z', reason: 'Complaints' }] }) });
    renderPage(<PauseControl providerId={providerId} />, { route: '/provider', path: '/provider', user: providerUser });
    expect(await screen.findByText('You are suspended in New York City')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Complaints/)).toBeInTheDocument();
  });
});
