import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import type { JobPhotos } from '@marketplace/contracts';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { customer, heldPayment, jobDetail, noPhotos } from '../../test/fixtures';
import JobPage from './job-page';

const photo = (id: string, kind: 'before' | 'after') => ({ id, kind, url: `/api/jobs/${jobDetail.id}/photos/${id}/picture`, addedAt: '2026-03-04T16:50:00.000Z', can: { remove: false } });
const photos: JobPhotos = { ...noPhotos, photos: [photo('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'before'), photo('1b2c3d4e-5f6a-4b7c-8d8e-9f0a1b2c3d4e', 'after')] };
const answers = (list: JobPhotos) => ({ ...noMessages, ...noProblems, 'jobPhotos.list': () => list, 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }), 'jobs.get': () => jobDetail });
const open = () => renderPage(<JobPage />, { route: `/job/${jobDetail.id}`, path: '/job/:id', user: customer });

describe('JobPage, the provider’s photos', () => {
  it('shows the before and after photos in a Photos section, masked for replay', async () => {
    fakeApi(answers(photos));
    open();
    const section = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(await section.findByRole('img', { name: 'Before photo 1 of 1' })).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'After photo 1 of 1' }).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no Photos section while there are none', async () => {
    fakeApi(answers(noPhotos));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('jobPhotos.list')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  });
});
