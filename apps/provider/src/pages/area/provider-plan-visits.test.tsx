import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { acceptedDetail, authorizedPayment, confirmedJob, earnings, fortnightly, noPhotos, now, providerUser, request, urgentRequest } from '../../test/fixtures';
import { activeStatus, completeEditor } from '../../test/standing-fixtures';
import ProviderHomePage from './provider-home-page';
import ProviderJobPage from './provider-job-page';

// FullCalendar ships ES modules only (see provider-home-page.test.tsx); its events are unit-tested.
jest.mock('../../features/provider-calendar/components/provider-calendar', () => ({
  __esModule: true,
  default: () => null,
}));

const German = testLanguage('de', german);
const visitDetail = { ...acceptedDetail, plan: fortnightly };

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
    'providerJobs.requests': () => ({ requests: [urgentRequest, { ...request, plan: fortnightly }] }),
    'providerJobs.upcoming': () => ({ jobs: [{ ...confirmedJob, plan: { ...fortnightly, everyWeeks: 1 } }], hasMore: false }),
    'providerJobs.earnings': () => earnings,
    'providerProfile.editor': () => completeEditor,
    'providerStatus.get': () => activeStatus,
    'providerJobs.get': () => visitDetail,
    'payments.jobPayment': () => authorizedPayment,
  });
});
afterEach(() => jest.useRealTimers());

describe('a plan’s visits on the provider’s screens', () => {
  it('marks a request and an upcoming job that are plan visits, and only those', async () => {
    renderPage(<ProviderHomePage />, { route: '/provider', path: '/provider', user: providerUser });
    const requests = within(screen.getByRole('region', { name: 'Requests waiting for your answer' }));
    const visit = within(await waitFor(() => requests.getByRole('listitem', { name: 'House cleaning, 3 hours' })));
    expect(visit.getByText('Recurring · every 2 weeks')).toBeInTheDocument();
    expect(within(requests.getByRole('listitem', { name: 'Window cleaning' })).queryByText(/Recurring/)).not.toBeInTheDocument();
    const today = within(await screen.findByRole('list', { name: 'Today' }));
    expect(today.getByText('Recurring · every week')).toBeInTheDocument();
  });

  it('says on the job page that the visit is part of the customer’s plan', async () => {
    renderPage(<ProviderJobPage />, { route: `/provider/job/${visitDetail.id}`, path: '/provider/job/:id', user: providerUser });
    const note = await screen.findByTestId('plan-visit');
    expect(within(note).getByText('Recurring · every 2 weeks')).toBeInTheDocument();
    expect(note).toHaveTextContent(
      'This visit is part of the customer’s plan (every 2 weeks). The next visits are created automatically; each one is a request of its own.',
    );
  });

  it('says nothing of a plan on a one-off job', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'providerJobs.get': () => acceptedDetail, 'payments.jobPayment': () => authorizedPayment });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-visit')).not.toBeInTheDocument();
    expect(screen.queryByText(/Recurring/)).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderPage(
      <German>
        <ProviderJobPage />
      </German>,
      { route: `/provider/job/${visitDetail.id}`, path: '/provider/job/:id', user: providerUser },
    );
    const note = await screen.findByTestId('plan-visit');
    expect(within(note).getByText('Regelmäßig · alle 2 Wochen')).toBeInTheDocument();
    expect(note).toHaveTextContent('Dieser Termin gehört zum Plan des Kunden (alle 2 Wochen).');
  });
});
