import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CancellationQuote, JobDetail } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { jobDetail } from '../../../test/fixtures';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderJobFromApi } from '../test/render-job';

beforeEach(() => jest.clearAllMocks());

const euroJob: JobDetail = { ...jobDetail, currency: 'EUR', price: { ...jobDetail.price, currency: 'EUR' } };
const cancelled: JobDetail = {
  ...euroJob,
  status: 'cancelled',
  can: { cancel: false, reschedule: false, review: false, bookAgain: false },
  timeline: [...euroJob.timeline, { at: '2026-03-01T15:00:00.000Z', actor: { role: 'customer', name: 'Ana Ruiz' }, from: 'confirmed', to: 'cancelled', reason: 'Plans changed' }],
};
const lateQuote: CancellationQuote = { allowed: true, freeUntil: '2026-03-01T14:00:00.000Z', feeMinor: 1250, refundMinor: 0, currency: 'EUR' };

async function openCancelDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
  return screen.findByRole('dialog', { name: 'Cancel this job?' });
}

describe('cancelling a job', () => {
  it('states the exact fee first, then cancels, refreshes the job and says so', async () => {
    let current = euroJob;
    fakeApi({
      'jobs.get': () => current,
      'jobs.cancellationQuote': () => lateQuote,
      'jobs.cancel': () => {
        current = cancelled;
        return cancelled;
      },
    });
    renderJobFromApi();
    const dialog = await openCancelDialog();
    expect(await within(dialog).findByText('A cancellation fee of €12.50 applies because the free cancellation period has ended.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep the job' })).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText(/Why are you cancelling/), 'Plans changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('jobs.cancel')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id }, body: { reason: 'Plans changed' } })]);
    expect(await screen.findByText('Your job is cancelled')).toBeInTheDocument();
    expect(screen.getByText('A cancellation fee of €12.50 applies.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
    expect(callsTo('jobs.get').length).toBeGreaterThanOrEqual(2);
    // The button that opened the dialog is gone: focus lands on the job's new status.
    await waitFor(() => expect(screen.getByText('Cancelled').parentElement).toHaveFocus());
  });

  it('says when cancelling is free', async () => {
    fakeApi({ 'jobs.get': () => euroJob, 'jobs.cancellationQuote': () => ({ ...lateQuote, feeMinor: 0 }) });
    renderJobFromApi();
    const dialog = await openCancelDialog();
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeInTheDocument();
  });

  it('needs a reason', async () => {
    fakeApi({ 'jobs.get': () => euroJob, 'jobs.cancellationQuote': () => lateQuote });
    renderJobFromApi();
    const dialog = await openCancelDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel the job' }));
    expect(await within(dialog).findByText('Tell us why')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Why are you cancelling/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('jobs.cancel')).toEqual([]);
  });

  it('keeps the dialog open with the reason when the API refuses, and checks the terms again', async () => {
    fakeApi({
      'jobs.get': () => euroJob,
      'jobs.cancellationQuote': () => lateQuote,
      'jobs.cancel': () => {
        throw new ApiError(409, 'INVALID_TRANSITION', 'The job has already started.');
      },
    });
    renderJobFromApi();
    const dialog = await openCancelDialog();
    await userEvent.type(await within(dialog).findByLabelText(/Why are you cancelling/), 'Plans changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(await within(dialog).findByText('The job has already started.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('jobs.cancellationQuote')).toHaveLength(2));
  });

  it('offers no confirmation when the API says it cannot be cancelled', async () => {
    fakeApi({ 'jobs.get': () => euroJob, 'jobs.cancellationQuote': () => ({ ...lateQuote, allowed: false }) });
    renderJobFromApi();
    const dialog = await openCancelDialog();
    expect(await within(dialog).findByText('Cancelling is not possible')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel the job' })).not.toBeInTheDocument();
  });
});
