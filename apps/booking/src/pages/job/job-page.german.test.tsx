import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { customer, heldPayment, jobDetail, noPhotos } from '../../test/fixtures';
import { germanMessages } from '../../test/intl';
import { renderWithProviders } from '../../test/render';
import JobPage from './job-page';

/** The job in Berlin: euros, Central European Time. */
const berlinJob = {
  ...jobDetail,
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  marketName: 'Berlin',
  price: { ...jobDetail.price, currency: 'EUR' },
};

describe('JobPage in German', () => {
  it('shows the job, its history and its price in German, with German formats', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => ({ ...heldPayment, currency: 'EUR' }), 'jobs.get': () => berlinJob, 'favourites.list': () => ({ providers: [] }) });
    renderWithProviders(<JobPage />, { route: `/job/${jobDetail.id}`, path: '/job/:id', user: customer, wrapper: testLanguage('de', await germanMessages()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 Stunden' })).toBeInTheDocument();
    expect(screen.getByText('Bestätigt', { selector: '[data-status]' })).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Preis' }));
    expect(price.getByRole('rowheader', { name: 'Gesamt' })).toBeInTheDocument();
    expect(price.getByText(/^154,32\s€$/)).toBeInTheDocument();
    // Shown in the market's zone, 24-hour clock, the zone named in German.
    expect(screen.getByText('Wann').closest('div')).toHaveTextContent('Montag, 2. März 2026, 15:00 – 18:00, Ortszeit Berlin (MEZ)');
    const history = within(screen.getByRole('region', { name: 'Verlauf' }));
    expect(history.getByText(/Vom Anbieter angenommen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auftrag stornieren' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stornierungsbedingungen' })).toHaveTextContent(
      'Kostenlose Stornierung bis 1. März 2026, 15:00 MEZ (24 Stunden vor Beginn). Danach kostet eine Stornierung 20 % des Preises (30,86 €).',
    );
  });

  it('shows a failed payment in German, the API’s reason marked as worded by the API', async () => {
    const reason = 'Der Kartenaussteller hat die Zahlung beim Einzug abgelehnt.';
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => ({ ...heldPayment, currency: 'EUR', status: 'failed', authorisedMinor: 0, failureMessage: reason, canPay: true }), 'jobs.get': () => berlinJob, 'favourites.list': () => ({ providers: [] }) });
    renderWithProviders(<JobPage />, { route: `/job/${jobDetail.id}`, path: '/job/:id', user: customer, wrapper: testLanguage('de', await germanMessages()) });
    const payment = within(await screen.findByRole('region', { name: 'Zahlung' }));
    expect(await payment.findByText('Zahlung fehlgeschlagen')).toBeInTheDocument();
    expect(payment.getByText(reason)).toHaveAttribute('data-worded-by', 'api');
  });
});
