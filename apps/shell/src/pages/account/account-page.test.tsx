import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ana, pageReads } from './account-fixtures';
import { AccountPage } from './account-page';

beforeEach(() => jest.clearAllMocks());

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

describe('AccountPage', () => {
  it('sends a visitor to log in and back', async () => {
    fakeApi({});
    renderPage(<AccountPage />, { route: '/account', path: '/account', routes: { '/login': <Where /> } });
    expect(await screen.findByRole('heading', { level: 1, name: '/login?next=%2Faccount' })).toBeInTheDocument();
  });

  it('has one heading per section, under the page’s own', async () => {
    fakeApi(pageReads());
    renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Your details' });
    const sections = ['Your details', 'Email', 'Password', 'Active sessions', 'Notifications', 'Download my data', 'Delete my account'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections);
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('downloads the data as a file from the API, links the notification settings, and masks personal data', async () => {
    fakeApi(pageReads());
    renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    const download = within(await screen.findByRole('region', { name: 'Download my data' })).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/account/notifications');
    expect(screen.getByText('ana@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(screen.getByText('+1 212 555 0100').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('opens the change-password dialog from its section', async () => {
    fakeApi(pageReads());
    renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana });
    const password = await screen.findByRole('region', { name: 'Password' });
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
  });
});
