import type { ProviderCalendar } from '@marketplace/contracts';
import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import { calendarEvents } from './calendar-events';

const intl = createIntl(intlConfig('en', {}));

const calendar: ProviderCalendar = {
  timeZone: 'America/New_York',
  jobs: [
    {
      id: '7a1f0c52-3b7e-4d0a-9c8e-2f4b6d8a0e11',
      status: 'confirmed',
      start: '2026-03-02T14:00:00.000Z',
      end: '2026-03-02T17:00:00.000Z',
      services: [{ serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 3 }],
      area: { postalCode: '10011', city: 'Manhattan' },
    },
  ],
  timeOff: [{ start: '2026-03-04T05:00:00.000Z', end: '2026-03-05T05:00:00.000Z', reason: 'Dentist' }],
  workingHours: [{ start: '2026-03-02T13:00:00.000Z', end: '2026-03-02T22:00:00.000Z' }],
};

describe('calendar events', () => {
  it('links each job to its page, titled with the work, its status and its area', () => {
    const job = calendarEvents(intl, calendar).find((event) => event.extendedProps.kind === 'job');
    expect(job).toMatchObject({
      title: 'House cleaning, 3 hours (Confirmed) · 10011',
      start: '2026-03-02T14:00:00.000Z',
      end: '2026-03-02T17:00:00.000Z',
      url: '/provider/job/7a1f0c52-3b7e-4d0a-9c8e-2f4b6d8a0e11',
      classNames: ['hh-job', 'hh-job-confirmed'],
    });
    expect(job?.display).toBeUndefined();
  });

  it('says when a job is a visit of a plan, and how often', () => {
    const visit = { ...calendar.jobs[0]!, plan: { id: '3c5e7a90-1b2d-4f6a-8c0e-9d1f2a3b4c5d', everyWeeks: 2 as const } };
    const [job] = calendarEvents(intl, { ...calendar, jobs: [visit] }).filter((event) => event.extendedProps.kind === 'job');
    expect(job?.title).toBe('House cleaning, 3 hours (Confirmed) · 10011 · Recurring · every 2 weeks');
  });

  it('shades working hours and time off behind the jobs', () => {
    const events = calendarEvents(intl, calendar);
    expect(events.filter((event) => event.display === 'background').map((event) => [event.extendedProps.kind, event.title])).toEqual([
      ['hours', ''],
      ['time-off', 'Time off: Dentist'],
    ]);
    expect(events.at(-1)?.extendedProps.kind).toBe('job');
  });
});
