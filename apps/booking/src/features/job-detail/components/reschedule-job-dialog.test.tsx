import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail, SlotsResponse } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { jobDetail, slots } from '../../../test/fixtures';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderJobFromApi } from '../test/render-job';

beforeEach(() => jest.clearAllMocks());

const newStart = '2026-03-03T13:00:00.000Z';
const moved: JobDetail = { ...jobDetail, start: newStart, end: '2026-03-03T16:00:00.000Z' };
const withoutTuesday: SlotsResponse = { ...slots, days: slots.days.filter((day) => day.date !== '2026-03-03') };

async function openRescheduleDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  return screen.findByRole('dialog', { name: 'Choose a new time' });
}

describe('rescheduling a job', () => {
  it('lists the free times and moves the same job to the one chosen', async () => {
    let current = jobDetail;
    fakeApi({
      'jobs.get': () => current,
      'jobs.rescheduleSlots': () => slots,
      'jobs.reschedule': () => {
        current = moved;
        return moved;
      },
    });
    renderJobFromApi();
    const dialog = await openRescheduleDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mar 3, 2026, 8:00 AM' }));
    expect(within(dialog).getByRole('button', { name: 'Mar 3, 2026, 8:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('jobs.reschedule')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id }, body: { start: newStart } })]);
    expect(await screen.findByText('Your job has moved')).toBeInTheDocument();
    expect(screen.getByText('It now starts Mar 3, 2026, 8:00 AM EST.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'When and where' })).getByText('Tuesday, March 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveFocus();
  });

  it('asks for a time before moving', async () => {
    fakeApi({ 'jobs.get': () => jobDetail, 'jobs.rescheduleSlots': () => slots });
    renderJobFromApi();
    const dialog = await openRescheduleDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Move the job' }));
    expect(within(dialog).getByText('Choose a new time first.')).toBeInTheDocument();
    expect(callsTo('jobs.reschedule')).toEqual([]);
  });

  it('explains a time that was just taken and shows the times still free', async () => {
    let free = slots;
    fakeApi({
      'jobs.get': () => jobDetail,
      'jobs.rescheduleSlots': () => free,
      'jobs.reschedule': () => {
        free = withoutTuesday;
        throw new ApiError(409, 'SLOT_TAKEN', 'That time is no longer available.');
      },
    });
    renderJobFromApi();
    const dialog = await openRescheduleDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mar 3, 2026, 8:00 AM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the job' }));

    expect(await within(dialog).findByText(/That time was just taken by someone else/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mar 3, 2026, 8:00 AM' })).not.toBeInTheDocument());
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(callsTo('jobs.rescheduleSlots')).toHaveLength(2);
  });

  it('says when no other time is free', async () => {
    fakeApi({ 'jobs.get': () => jobDetail, 'jobs.rescheduleSlots': () => ({ ...slots, days: [] }) });
    renderJobFromApi();
    const dialog = await openRescheduleDialog();
    expect(await within(dialog).findByText('No other times are free')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move the job' })).not.toBeInTheDocument();
  });
});
