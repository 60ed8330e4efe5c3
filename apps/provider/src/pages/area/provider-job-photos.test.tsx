import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPhotos, ProviderJobDetail } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { acceptedDetail, authorizedPayment, noPhotos, noTips, providerUser } from '../../test/fixtures';
import ProviderJobPage from './provider-job-page';
import { uploadJobPhoto } from '../../features/job-photos/api/upload-job-photo';

jest.mock('../../features/job-photos/api/upload-job-photo', () => ({ uploadJobPhoto: jest.fn() }));

const started: ProviderJobDetail = { ...acceptedDetail, status: 'in_progress', actions: ['complete'], requiresAfterPhoto: true, afterPhotos: 0 };
const photoUrl = (id: string) => `/api/jobs/${acceptedDetail.id}/photos/${id}/picture`;
const photo = (id: string, kind: 'before' | 'after', remove = true) => ({ id, kind, url: photoUrl(id), addedAt: '2026-03-04T14:10:00.000Z', can: { remove } });
const afterOne = '3f0c2a1b-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const beforeOne = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const requiring: JobPhotos = { ...noPhotos, requiresAfterPhoto: true, can: { addBefore: true, addAfter: true } };
const openJob = () => renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
const answers = (job: ProviderJobDetail, photos: JobPhotos) => ({ ...noMessages, ...noProblems, 'payments.jobPayment': () => authorizedPayment, 'tips.list': () => noTips, 'providerJobs.get': () => job, 'jobPhotos.list': () => photos });
const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });

beforeEach(() => jest.clearAllMocks());

describe('the provider’s job photos', () => {
  it('in a market that requires an after photo: Complete says why it waits, an after photo is uploaded with progress, then Complete is offered', async () => {
    fakeApi(answers(started, requiring));
    let report: (fraction: number) => void = () => undefined;
    let finish: (photos: JobPhotos) => void = () => undefined;
    jest.mocked(uploadJobPhoto).mockImplementation(({ onProgress }) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    openJob();
    const complete = await screen.findByRole('button', { name: 'Complete job' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('To complete this job, add at least one after photo under Photos: this market asks for one.');
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(photos.getByText('This market asks for at least one after photo of the finished work before you complete the job.')).toBeInTheDocument();
    expect(photos.getByText('No after photos.')).toBeInTheDocument();
    expect(photos.getByText(/JPEG, PNG or WebP, up to 8 MB.*At most 10 of each kind/)).toBeInTheDocument();

    await userEvent.upload(photos.getByLabelText('Add after photos', { selector: 'input' }), file('done.jpg'));
    expect(uploadJobPhoto).toHaveBeenCalledWith(expect.objectContaining({ jobId: acceptedDetail.id, kind: 'after' }));
    act(() => report(0.5));
    const progress = await photos.findByRole('progressbar', { name: 'Uploading photo 1 of 1' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.5'));
    await act(async () => finish({ ...requiring, photos: [photo(afterOne, 'after')] }));

    const image = await photos.findByRole('img', { name: 'After photo 1 of 1' });
    expect(image).toHaveAttribute('src', `${photoUrl(afterOne)}?size=256`);
    expect(image.closest('a')).toHaveAttribute('href', `${photoUrl(afterOne)}?size=512`);
    expect(image.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(photos.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete job' })).toBeEnabled());
    expect(screen.queryByText(/To complete this job, add/)).not.toBeInTheDocument();
  });

  it('says plainly why a file was refused, and keeps the photos as they were', async () => {
    fakeApi(answers(started, requiring));
    jest.mocked(uploadJobPhoto).mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'This file is not a picture. Upload a JPEG, PNG or WebP picture.'));
    openJob();
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    await userEvent.upload(await photos.findByLabelText('Add after photos', { selector: 'input' }), file('notes.jpg'));
    const alert = await photos.findByRole('alert');
    expect(alert).toHaveTextContent('This photo was not added');
    expect(alert).toHaveTextContent('notes.jpg: This file is not a picture. Upload a JPEG, PNG or WebP picture.');
    expect(screen.getByRole('button', { name: 'Complete job' })).toBeDisabled();
  });

  it('before the start: only before photos, optional; the author removes their own with a named button', async () => {
    const confirmed: ProviderJobDetail = { ...acceptedDetail, actions: ['start', 'cancel'] };
    fakeApi({ ...answers(confirmed, { ...noPhotos, can: { addBefore: true, addAfter: false }, photos: [photo(beforeOne, 'before')] }), 'jobPhotos.remove': () => ({ ...noPhotos, can: { addBefore: true, addAfter: false } }) });
    openJob();
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(await photos.findByRole('img', { name: 'Before photo 1 of 1' })).toBeInTheDocument();
    expect(photos.getByText('When you start, you can add before photos of what you found (optional).')).toBeInTheDocument();
    expect(photos.getByRole('button', { name: 'Add before photos' })).toBeEnabled();
    expect(photos.queryByRole('button', { name: 'Add after photos' })).not.toBeInTheDocument();
    await userEvent.click(photos.getByRole('button', { name: 'Remove Before photo 1 of 1' }));
    expect(await photos.findByText('No before photos.')).toBeInTheDocument();
    expect(callsTo('jobPhotos.remove')).toEqual([{ params: { jobId: acceptedDetail.id, photoId: beforeOne } }]);
  });

  it('the Add buttons are reached and used with the keyboard', async () => {
    fakeApi(answers(started, requiring));
    openJob();
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    const add = await photos.findByRole('button', { name: 'Add after photos' });
    const input = photos.getByLabelText('Add after photos', { selector: 'input' }) as HTMLInputElement;
    const picked = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(picked).toHaveBeenCalled();
    expect(input).toHaveAttribute('tabindex', '-1');
  });

  it('a job completed without a requirement shows its photos, with nothing to add or remove', async () => {
    fakeApi(answers({ ...acceptedDetail, status: 'completed', actions: [] }, { ...noPhotos, photos: [photo(afterOne, 'after', false)] }));
    openJob();
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(await photos.findByRole('img', { name: 'After photo 1 of 1' })).toBeInTheDocument();
    expect(photos.queryByRole('button')).not.toBeInTheDocument();
  });
});
