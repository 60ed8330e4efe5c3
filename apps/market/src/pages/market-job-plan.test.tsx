import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import '@marketplace/test-support/resize-observer';
import { screen } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { deskJob, heldDeskPayment, managerUser, noPhotos } from '../features/job-desk/test/fixtures';
import MarketJobPage from './market-job-page';

const visit = { ...deskJob, plan: { id: '3c5e7a90-1b2d-4f6a-8c0e-9d1f2a3b4c5d', everyWeeks: 2 as const } };
const open = (page = <MarketJobPage />) => renderPage(page, { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser });

beforeEach(() => jest.clearAllMocks());

describe('the job desk of a plan’s visit', () => {
  it('says the job is a visit of a plan, and how often', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => heldDeskPayment, 'jobDesk.get': () => visit });
    open();
    expect(await screen.findByText('Visit of a plan — every 2 weeks')).toHaveAttribute('data-plan', visit.plan.id);
  });

  it('says nothing of a plan on a one-off job', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => heldDeskPayment, 'jobDesk.get': () => ({ ...deskJob, plan: null }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /Home cleaning/ })).toBeInTheDocument();
    expect(screen.queryByText(/Visit of a plan/)).not.toBeInTheDocument();
  });

  it('says it in German', async () => {
    const German = testLanguage('de', german);
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => heldDeskPayment, 'jobDesk.get': () => visit });
    open(
      <German>
        <MarketJobPage />
      </German>,
    );
    expect(await screen.findByText('Termin eines Plans — alle 2 Wochen')).toBeInTheDocument();
  });
});
