import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { jobDetail } from '../../../test/fixtures';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import '@marketplace/test-support/resize-observer';
import { renderJobFromApi } from '../test/render-job';

beforeEach(() => jest.clearAllMocks());

const completed: JobDetail = { ...jobDetail, status: 'completed', can: { cancel: false, reschedule: false, review: true, bookAgain: true } };
const reviewed: JobDetail = {
  ...completed,
  can: { cancel: false, reschedule: false, review: false, bookAgain: false },
  review: { rating: 4, comment: 'Spotless kitchen.', createdAt: '2026-03-03T10:00:00.000Z' },
};

const feedback = () => within(screen.getByRole('region', { name: 'Your feedback' }));

describe('feedback on a job', () => {
  it('needs a rating from 1 to 5 before it is sent', async () => {
    fakeApi({ 'jobs.get': () => completed });
    renderJobFromApi();
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await feedback().findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    expect(feedback().getByRole('radiogroup', { name: /How did it go/ })).toHaveAttribute('aria-invalid', 'true');
    expect(feedback().getByRole('radio', { name: '1 – Poor' })).toHaveFocus();
    expect(callsTo('jobs.review')).toEqual([]);
  });

  it('sends the rating and comment, then shows the review', async () => {
    let current = completed;
    fakeApi({
      'jobs.get': () => current,
      'jobs.review': () => {
        current = reviewed;
        return reviewed;
      },
    });
    renderJobFromApi();
    await userEvent.click(await screen.findByRole('radio', { name: '4 – Very good' }));
    await userEvent.type(feedback().getByLabelText(/Anything to add/), '  Spotless kitchen.  ');
    await userEvent.click(feedback().getByRole('button', { name: 'Send feedback' }));

    expect(await feedback().findByText('4 out of 5', { exact: false })).toBeInTheDocument();
    expect(feedback().getByText('Spotless kitchen.')).toBeInTheDocument();
    expect(feedback().queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
    expect(callsTo('jobs.review')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id }, body: { rating: 4, comment: 'Spotless kitchen.' } })]);
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
  });

  it('leaves out an empty comment', async () => {
    let current = completed;
    fakeApi({
      'jobs.get': () => current,
      'jobs.review': () => {
        current = reviewed;
        return reviewed;
      },
    });
    renderJobFromApi();
    await userEvent.click(await screen.findByRole('radio', { name: '5 – Excellent' }));
    await userEvent.click(feedback().getByRole('button', { name: 'Send feedback' }));
    await feedback().findByText('Spotless kitchen.');
    expect(callsTo('jobs.review')[0]?.body).toEqual({ rating: 5 });
  });

  it('puts the API’s field errors next to the field', async () => {
    fakeApi({
      'jobs.get': () => completed,
      'jobs.review': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { comment: ['Keep it friendly'] });
      },
    });
    renderJobFromApi();
    await userEvent.click(await screen.findByRole('radio', { name: '2 – Fair' }));
    await userEvent.type(feedback().getByLabelText(/Anything to add/), 'Meh');
    await userEvent.click(feedback().getByRole('button', { name: 'Send feedback' }));
    expect(await feedback().findByText('Keep it friendly')).toBeInTheDocument();
    expect(feedback().getByLabelText(/Anything to add/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a review already given', async () => {
    fakeApi({ 'jobs.get': () => reviewed });
    renderJobFromApi();
    expect(await screen.findByRole('region', { name: 'Your feedback' })).toHaveTextContent('4 out of 5');
    expect(feedback().getByText('Spotless kitchen.')).toBeInTheDocument();
    expect(feedback().queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
