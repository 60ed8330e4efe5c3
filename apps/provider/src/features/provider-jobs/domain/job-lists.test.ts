import type { ProviderCalendar, ProviderJobDetail } from '@marketplace/contracts';
import { acceptedDetail, confirmedJob, request, requestDetail, urgentRequest } from '../../../test/fixtures';
import { calendarAfter, changesEarnings, requestsAfter, upcomingAfter } from './job-lists';

const acceptedSummary = { ...request, status: 'confirmed' as const, respondBy: null };
const calendarEntry = ({ id, status, start, end, services, area }: ProviderJobDetail | typeof confirmedJob) => ({ id, status, start, end, services, area });
const week = { from: '2026-03-02T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' };
const calendar: ProviderCalendar = { timeZone: 'America/New_York', jobs: [calendarEntry(confirmedJob), calendarEntry(requestDetail)], timeOff: [], workingHours: [] };
const withStatus = (status: ProviderJobDetail['status']): ProviderJobDetail => ({ ...acceptedDetail, status, actions: [] });

describe('moving a job between the provider’s lists from a step’s answer', () => {
  it('takes an answered request out of the requests, leaving the others in order', () => {
    expect(requestsAfter({ requests: [urgentRequest, request] }, acceptedDetail)).toEqual({ requests: [urgentRequest] });
    expect(requestsAfter({ requests: [urgentRequest, request] }, withStatus('unassigned'))).toEqual({ requests: [urgentRequest] });
  });

  it('puts an accepted job into upcoming in start order, with only the list’s fields', () => {
    // confirmedJob starts on the 2nd, the accepted one on the 4th.
    expect(upcomingAfter({ jobs: [confirmedJob], hasMore: false }, acceptedDetail)).toEqual({ jobs: [confirmedJob, acceptedSummary], hasMore: false });
    const later = { ...confirmedJob, id: 'ffffffff-0000-4000-8000-000000000000', start: '2026-03-05T14:00:00.000Z' };
    expect(upcomingAfter({ jobs: [confirmedJob, later], hasMore: false }, acceptedDetail)?.jobs.map((job) => job.id)).toEqual([confirmedJob.id, acceptedDetail.id, later.id]);
  });

  it('keeps a started job in its place, and takes out one that ended', () => {
    const started = withStatus('in_progress');
    expect(upcomingAfter({ jobs: [confirmedJob, acceptedSummary], hasMore: false }, started)?.jobs.map((job) => job.status)).toEqual(['confirmed', 'in_progress']);
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(upcomingAfter({ jobs: [confirmedJob, acceptedSummary], hasMore: false }, withStatus(status))).toEqual({ jobs: [confirmedJob], hasMore: false });
    }
  });

  it('leaves a cut list to the API where only it knows what comes next', () => {
    // Sorting after the last one loaded: it belongs to the part not loaded.
    expect(upcomingAfter({ jobs: [confirmedJob], hasMore: true }, acceptedDetail)).toEqual({ jobs: [confirmedJob], hasMore: true });
    // One left a cut list: the next one should move up, so the list is asked again.
    expect(upcomingAfter({ jobs: [confirmedJob, acceptedSummary], hasMore: true }, withStatus('completed'))).toBeUndefined();
  });

  it('shows the job with its new status in every calendar range it overlaps, until it no longer counts', () => {
    expect(calendarAfter(calendar, week, acceptedDetail).jobs).toEqual([calendarEntry(confirmedJob), calendarEntry(acceptedDetail)]);
    expect(calendarAfter(calendar, week, withStatus('completed')).jobs.map((job) => job.status)).toEqual(['confirmed', 'completed']);
    expect(calendarAfter(calendar, week, withStatus('cancelled')).jobs).toEqual([calendarEntry(confirmedJob)]);
    expect(calendarAfter(calendar, week, withStatus('unassigned')).jobs).toEqual([calendarEntry(confirmedJob)]);
    const nextWeek = { from: '2026-03-09T04:00:00.000Z', to: '2026-03-16T04:00:00.000Z' };
    expect(calendarAfter({ ...calendar, jobs: [] }, nextWeek, acceptedDetail).jobs).toEqual([]);
  });

  it('asks for the earnings again only when a job ended with money moving', () => {
    expect(['confirmed', 'in_progress', 'cancelled', 'unassigned', 'completed', 'no_show'].filter((status) => changesEarnings(withStatus(status as ProviderJobDetail['status'])))).toEqual(['completed', 'no_show']);
  });
});
