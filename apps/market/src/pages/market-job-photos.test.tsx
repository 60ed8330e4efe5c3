import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import '@marketplace/test-support/resize-observer';
import { screen, within } from '@testing-library/react';
import type { JobPhotos } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { deskJob, heldDeskPayment, managerUser, noPhotos } from '../features/job-desk/test/fixtures';
import MarketJobPage from './market-job-page';

const photo = (id: string) => ({ id, kind: 'after' as const, url: `/api/jobs/${deskJob.id}/photos/${id}/picture`, addedAt: '2026-03-04T16:50:00.000Z', can: { remove: false } });
const photos: JobPhotos = { ...noPhotos, requiresAfterPhoto: true, photos: [photo('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'), photo('1b2c3d4e-5f6a-4b7c-8d8e-9f0a1b2c3d4e')] };

describe('the job desk’s photos', () => {
  it('shows the provider’s photos to the manager, as on the customer’s page', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => photos, 'payments.jobPayment': () => heldDeskPayment, 'jobDesk.get': () => deskJob });
    renderPage(<MarketJobPage />, { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser });
    const section = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(section.getByText('No before photos.')).toBeInTheDocument();
    expect(section.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['After photo 1 of 2', 'After photo 2 of 2']);
  });
});
