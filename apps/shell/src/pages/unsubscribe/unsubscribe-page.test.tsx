import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UnsubscribeState } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, failWith, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { UnsubscribePage } from './unsubscribe-page';

const state = (subscribed: boolean): UnsubscribeState => ({ event: 'rescheduled', eventLabel: 'Rescheduled', channel: 'email', address: 'j•••@example.com', subscribed });
const invalid = 'This unsubscribe link is not valid. Change your settings after logging in instead.';
const badToken = failWith(new ApiError(400, 'VALIDATION_FAILED', invalid, { token: [invalid] }));

/** The link's state as the page first reads it, and what unsubscribing answers. */
function serve(current: FakeHandlers['notifications.unsubscribeState'], unsubscribe: FakeHandlers['notifications.unsubscribe'] = () => state(false)) {
  fakeApi({ 'notifications.unsubscribeState': current, 'notifications.unsubscribe': unsubscribe });
}
const sent = () => callsTo('notifications.unsubscribe').map((call) => call.body);

/** Where the router is now: the address bar, as the page leaves it. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/notifications/unsubscribe"
            element={
              <>
                <UnsubscribePage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnsubscribePage', () => {
  it('asks first, unsubscribes on the button, and points to the settings to undo it (a link only turns mail off)', async () => {
    serve(() => state(true));
    renderPage('/notifications/unsubscribe?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'Stop emails about Rescheduled?' })).toBeInTheDocument();
    expect(screen.getByText('j•••@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    // Opening the link changes nothing: scanners open links too.
    expect(sent()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You no longer get emails about Rescheduled' });
    expect(done).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('DoneYou will no longer get emails about Rescheduled. Other emails are unchanged.');
    expect(screen.getByText(/To get them again, log in and turn them on in your notification settings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your notification settings' })).toHaveAttribute('href', '/account/notifications');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent()).toEqual([{ token: 'abc.def' }]);
  });

  it('offers no way back on when the link was already used, only the settings', async () => {
    serve(() => state(false));
    renderPage('/notifications/unsubscribe?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'You no longer get emails about Rescheduled' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your notification settings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the token out of the address bar at once, and keeps it with the page (a reload still works)', async () => {
    serve(() => state(true));
    renderPage('/notifications/unsubscribe?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'Stop emails about Rescheduled?' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/notifications\/unsubscribe$/);
  });

  it('says so when the link is not valid, with the way to the settings', async () => {
    serve(badToken);
    renderPage('/notifications/unsubscribe?token=forged');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your notification settings' })).toBeInTheDocument();
  });

  it('does not call the API without a token', () => {
    serve(badToken);
    renderPage('/notifications/unsubscribe');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows why a change was not saved, and keeps the question', async () => {
    serve(() => state(true), failWith(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 5 minutes.', {}, 300)));
    renderPage('/notifications/unsubscribe?token=abc.def');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not savedToo many attempts. Try again in 5 minutes.');
    expect(screen.getByRole('heading', { name: 'Stop emails about Rescheduled?' })).toBeInTheDocument();
  });
});
