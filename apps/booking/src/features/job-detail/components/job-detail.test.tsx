import { screen, within } from '@testing-library/react';
import type { JobDetail as Job } from '@marketplace/contracts';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { customer, jobDetail } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FakeSlotPicker } from '../test/render-job';
import { JobDetail } from './job-detail';

function renderDetail(job: Job = jobDetail, notice: { title?: string; message: string } | null = null) {
  return renderWithProviders(<JobDetail job={job} notice={notice} priceBreakdown={<p>Price breakdown</p>} renderSlotPicker={(props) => <FakeSlotPicker {...props} />} />, {
    user: customer,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('JobDetail', () => {
  it('shows what, when (in the market zone, named), where, who and for how much', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const when = section('When and where');
    expect(when.getByText(/New York time \(EST\)/)).toBeInTheDocument();
    expect(when.getByText('Monday, March 2, 2026')).toBeInTheDocument();
    expect(when.getByText('9:00 AM')).toBeInTheDocument();
    expect(when.getByText('12:00 PM')).toBeInTheDocument();
    expect(when.getByText(/350 5th Ave/)).toBeInTheDocument();
    const provider = section('Your provider');
    expect(provider.getByRole('link', { name: 'Mehmet Yilmaz' })).toHaveAttribute('href', `/provider-profile/${jobDetail.provider!.id}`);
    expect(provider.getByText('4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    const about = section('About the job');
    expect(about.getByText('kitchen').tagName).toBe('STRONG');
    expect(about.getByText('Doorman has a key')).toBeInTheDocument();
    expect(about.getByText('Medium')).toBeInTheDocument();
    expect(about.getByText(/ana@example.com/)).toBeInTheDocument();
    expect(section('Price').getByText('Price breakdown')).toBeInTheDocument();
    expect(section('Cancellation policy').getByText(/Free cancellation until/)).toHaveTextContent(
      'Free cancellation until Mar 1, 2026, 9:00 AM EST (24 hours before the start). After that, cancelling costs 20% of the price ($30.86).',
    );
  });

  it('states the deadline a job keeps when it was moved after free cancellation had ended', () => {
    renderDetail({ ...jobDetail, start: '2026-04-02T13:00:00.000Z', end: '2026-04-02T16:00:00.000Z' });
    expect(section('Cancellation policy').getByText(/Free cancellation until/)).toHaveTextContent(
      'Free cancellation until Mar 1, 2026, 9:00 AM EST. After that, cancelling costs 20% of the price ($30.86). The job was moved after free cancellation had ended, so that date still applies.',
    );
  });

  it('masks what is personal in session replay: address, description, access notes, contact, who changed the job and why', () => {
    renderDetail({
      ...jobDetail,
      timeline: [...jobDetail.timeline, { at: '2026-02-28T09:30:00.000Z', actor: { role: 'customer', name: 'Ana Ruiz' }, from: 'confirmed', to: 'cancelled', reason: 'Moving house' }],
    });
    const masked = (element: Element) => element.closest(PERSONAL_DATA_SELECTOR) !== null;
    expect(masked(screen.getByText(/350 5th Ave/))).toBe(true);
    expect(masked(screen.getByText('kitchen'))).toBe(true);
    expect(masked(screen.getByText('Doorman has a key'))).toBe(true);
    expect(masked(screen.getByText(/ana@example.com/))).toBe(true);
    expect(screen.getAllByText(/Ana Ruiz/).every(masked)).toBe(true);
    expect(masked(screen.getByText('Reason: Moving house'))).toBe(true);
    // The rest of the page stays readable in a replay (docs/product.md §8: text is not masked).
    expect(masked(screen.getByRole('heading', { level: 1 }))).toBe(false);
    expect(masked(screen.getByText('Medium'))).toBe(false);
  });

  it('words a one-hour free period in the singular', () => {
    renderDetail({ ...jobDetail, policy: { ...jobDetail.policy, freeCancellationHours: 1, freeCancellationUntil: '2026-03-02T13:00:00.000Z' } });
    expect(section('Cancellation policy').getByText(/Free cancellation until/)).toHaveTextContent('(1 hour before the start)');
  });

  it('lists the status history in order: when, who, from and to', () => {
    renderDetail({
      ...jobDetail,
      status: 'cancelled',
      timeline: [
        ...jobDetail.timeline,
        { at: '2026-02-28T09:30:00.000Z', actor: { role: 'customer', name: 'Ana Ruiz' }, from: 'confirmed', to: 'cancelled', reason: 'Moving house' },
      ],
    });
    const events = within(section('History').getByRole('list')).getAllByRole('listitem');
    const changes = events.map((event) => event.querySelector('p'));
    expect(changes[0]).toHaveTextContent('Booked: Requested');
    expect(changes[1]).toHaveTextContent('Requested → to Confirmed');
    expect(changes[2]).toHaveTextContent('Confirmed → to Cancelled');
    expect(events[1]).toHaveTextContent('Feb 27, 2026, 8:00 AM EST · Mehmet Yilmaz (provider)');
    expect(events[2]).toHaveTextContent('Reason: Moving house');
  });

  it('links to the job as a calendar file and offers what the customer may do', () => {
    renderDetail();
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', `/api/jobs/${jobDetail.id}/calendar.ics`);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
  });

  it('offers nothing the API does not allow, and no calendar for a cancelled job', () => {
    renderDetail({ ...jobDetail, status: 'cancelled', can: { cancel: false, reschedule: false, review: false, bookAgain: false } });
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar (.ics)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your feedback' })).not.toBeInTheDocument();
  });

  it('says when no provider has the job yet', () => {
    renderDetail({ ...jobDetail, status: 'unassigned', provider: null, providerName: null });
    expect(section('Your provider').getByText(/We are finding a provider/)).toBeInTheDocument();
    expect(screen.getByText('Finding a provider')).toBeInTheDocument();
  });

  it('shows the notice it was sent with', () => {
    renderDetail(jobDetail, { title: 'Your job is booked', message: 'Mehmet will confirm it soon.' });
    expect(screen.getByText('Your job is booked')).toBeInTheDocument();
    expect(screen.getByText('Mehmet will confirm it soon.')).toBeInTheDocument();
  });
});
