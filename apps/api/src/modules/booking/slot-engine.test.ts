import { DateTime } from 'luxon';
import { findSlots, type ProviderSchedule, relevantRange, type SlotSearch } from './slot-engine';

const NYC = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const SYDNEY = 'Australia/Sydney';

/** A wall-clock time in a zone (only for unambiguous times) → epoch ms. */
const local = (zone: string, text: string) => DateTime.fromISO(text, { zone }).toMillis();
const utc = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function provider(id: string, weekly: Array<[number, string, string]>, extra: Partial<ProviderSchedule> = {}): ProviderSchedule {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { id, weekly: weekly.map(([weekday, start, end]) => ({ weekday, startMinute: minute(start), endMinute: minute(end) })), timeOff: [], busy: [], ...extra };
}

function search(overrides: Partial<SlotSearch>): SlotSearch {
  return {
    timeZone: NYC,
    now: local(NYC, '2027-01-03T00:00'),
    durationMinutes: 60,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 30,
    bufferMinutes: 0,
    providers: [],
    ...overrides,
  };
}

/** Every start as an ISO instant, per local date. */
const startsByDay = (query: SlotSearch) => Object.fromEntries(findSlots(query).map((day) => [day.date, day.slots.map((slot) => iso(slot.start))]));
/** The starts of one local date as wall-clock HH:mm in the zone. */
const wallStarts = (query: SlotSearch, date: string) =>
  (findSlots(query).find((day) => day.date === date)?.slots ?? []).map((slot) => DateTime.fromMillis(slot.start, { zone: query.timeZone }).toFormat('HH:mm'));

describe('findSlots: the weekly grid', () => {
  it('offers every step of an interval where the whole job fits, grouped by local date', () => {
    const days = findSlots(search({ horizonDays: 7, providers: [provider('p1', [[1, '09:00', '12:00']])] }));
    expect(days).toHaveLength(1);
    expect(days[0]!.date).toBe('2027-01-04');
    expect(days[0]!.slots.map((slot) => [iso(slot.start), iso(slot.end)])).toEqual([
      ['2027-01-04T14:00:00Z', '2027-01-04T15:00:00Z'],
      ['2027-01-04T14:30:00Z', '2027-01-04T15:30:00Z'],
      ['2027-01-04T15:00:00Z', '2027-01-04T16:00:00Z'],
      ['2027-01-04T15:30:00Z', '2027-01-04T16:30:00Z'],
      ['2027-01-04T16:00:00Z', '2027-01-04T17:00:00Z'],
    ]);
  });

  it('aligns starts on the step grid counted from midnight, not from the start of the hours', () => {
    const p = provider('p1', [[1, '08:15', '11:00']]);
    expect(wallStarts(search({ providers: [p] }), '2027-01-04')).toEqual(['08:30', '09:00', '09:30', '10:00']);
    const q = provider('p1', [[1, '08:10', '10:00']]);
    expect(wallStarts(search({ providers: [q], stepMinutes: 20 }), '2027-01-04')).toEqual(['08:20', '08:40', '09:00']);
    expect(wallStarts(search({ providers: [q], stepMinutes: 60 }), '2027-01-04')).toEqual(['09:00']);
  });

  it('lets an interval end at 24:00 (midnight) and never runs a job into the next day’s hours', () => {
    const p = provider('p1', [[5, '20:00', '24:00'], [6, '00:00', '08:00']]);
    const query = search({ providers: [p], stepMinutes: 60, durationMinutes: 120 });
    expect(wallStarts(query, '2027-01-08')).toEqual(['20:00', '21:00', '22:00']);
    expect(findSlots(query).find((day) => day.date === '2027-01-08')!.slots.at(-1)!.end).toBe(local(NYC, '2027-01-09T00:00'));
    expect(wallStarts(query, '2027-01-09')).toEqual(['00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00']);
  });

  it('merges providers free at the same start, in the order given', () => {
    const days = findSlots(search({ stepMinutes: 60, providers: [provider('p1', [[1, '09:00', '11:00']]), provider('p2', [[1, '10:00', '12:00']])] }));
    expect(days[0]!.slots.map((slot) => [DateTime.fromMillis(slot.start, { zone: NYC }).toFormat('HH:mm'), slot.providerIds])).toEqual([
      ['09:00', ['p1']],
      ['10:00', ['p1', 'p2']],
      ['11:00', ['p2']],
    ]);
  });

  it('finds nothing without providers, hours, or room for the duration', () => {
    expect(findSlots(search({ providers: [] }))).toEqual([]);
    expect(findSlots(search({ providers: [provider('p1', [])] }))).toEqual([]);
    expect(findSlots(search({ durationMinutes: 240, providers: [provider('p1', [[1, '09:00', '12:00']])] }))).toEqual([]);
  });
});

describe('findSlots: notice, horizon and window', () => {
  const p = provider('p1', [[1, '08:00', '12:00']]);

  it('starts no earlier than now + the minimum notice (a start exactly at it is fine)', () => {
    expect(wallStarts(search({ providers: [p], now: local(NYC, '2027-01-04T08:10'), minNoticeMinutes: 60 }), '2027-01-04')).toEqual([
      '09:30', '10:00', '10:30', '11:00',
    ]);
    expect(wallStarts(search({ providers: [p], now: local(NYC, '2027-01-04T08:00'), minNoticeMinutes: 60 }), '2027-01-04')[0]).toBe('09:00');
  });

  it('stops at now + the horizon in calendar days (exclusive)', () => {
    const days = findSlots(search({ providers: [p], now: local(NYC, '2027-01-04T09:00'), horizonDays: 7, durationMinutes: 60, stepMinutes: 60 }));
    expect(days.map((day) => day.date)).toEqual(['2027-01-04', '2027-01-11']);
    const lastDay = days[1]!.slots.map((slot) => DateTime.fromMillis(slot.start, { zone: NYC }).toFormat('HH:mm'));
    expect(lastDay).toEqual(['08:00']);
  });

  it('keeps to a window, e.g. one exact start', () => {
    const start = local(NYC, '2027-01-04T10:00');
    const days = findSlots(search({ providers: [p], window: { start, end: start + 1 } }));
    expect(days).toEqual([{ date: '2027-01-04', slots: [{ start, end: start + 3_600_000, providerIds: ['p1'] }] }]);
  });

  it('says which range of jobs can matter', () => {
    const query = search({ providers: [p], now: local(NYC, '2027-01-04T09:00'), horizonDays: 1, durationMinutes: 60, bufferMinutes: 30 });
    expect(relevantRange(query)).toEqual({ start: local(NYC, '2027-01-04T07:30'), end: local(NYC, '2027-01-05T10:30') });
  });
});

describe('findSlots: time off and blocking jobs', () => {
  it('skips starts whose job would overlap time off (touching is fine)', () => {
    const p = provider('p1', [[1, '09:00', '13:00']], { timeOff: [{ start: local(NYC, '2027-01-04T10:30'), end: local(NYC, '2027-01-04T11:00') }] });
    expect(wallStarts(search({ providers: [p], stepMinutes: 60 }), '2027-01-04')).toEqual(['09:00', '11:00', '12:00']);
  });

  it('drops a provider on a whole day off', () => {
    const p = provider('p1', [[1, '09:00', '13:00'], [2, '09:00', '10:00']], {
      timeOff: [{ start: local(NYC, '2027-01-04T00:00'), end: local(NYC, '2027-01-05T00:00') }],
    });
    expect(Object.keys(startsByDay(search({ providers: [p], horizonDays: 3 })))).toEqual(['2027-01-05']);
  });

  it('keeps the travel buffer on both sides of a blocking job', () => {
    const busy = [{ start: local(NYC, '2027-01-04T12:00'), end: local(NYC, '2027-01-04T13:00') }];
    const p = provider('p1', [[1, '08:00', '18:00']], { busy });
    const starts = wallStarts(search({ providers: [p], bufferMinutes: 30 }), '2027-01-04');
    expect(starts).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    // Without a buffer, a job may end exactly when the next begins.
    const tight = wallStarts(search({ providers: [p], bufferMinutes: 0 }), '2027-01-04');
    expect(tight).toContain('11:00');
    expect(tight).toContain('13:00');
    expect(tight).not.toContain('12:30');
  });

  it('handles many jobs per provider in any order', () => {
    const busy = ['13', '09', '11'].map((hour) => ({ start: local(NYC, `2027-01-04T${hour}:00`), end: local(NYC, `2027-01-04T${hour}:30`) }));
    const p = provider('p1', [[1, '08:00', '16:00']], { busy });
    expect(wallStarts(search({ providers: [p], stepMinutes: 30, durationMinutes: 30 }), '2027-01-04')).toEqual([
      '08:00', '08:30', '09:30', '10:00', '10:30', '11:30', '12:00', '12:30', '13:30', '14:00', '14:30', '15:00', '15:30',
    ]);
  });
});

describe('findSlots: daylight-saving changes', () => {
  const sunday = (start: string, end: string) => provider('p1', [[7, start, end]]);

  it('New York, spring forward (14 March 2027): 02:00–02:59 does not exist; durations are real time', () => {
    const query = search({ now: utc('2027-03-10T00:00:00Z'), providers: [sunday('00:00', '06:00')] });
    expect(startsByDay(query)['2027-03-14']).toEqual([
      '2027-03-14T05:00:00Z', '2027-03-14T05:30:00Z', '2027-03-14T06:00:00Z', '2027-03-14T06:30:00Z',
      '2027-03-14T07:00:00Z', '2027-03-14T07:30:00Z', '2027-03-14T08:00:00Z', '2027-03-14T08:30:00Z', '2027-03-14T09:00:00Z',
    ]);
    expect(wallStarts(query, '2027-03-14')).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    // 00:00–04:00 that night is only three hours long.
    const long = search({ now: utc('2027-03-10T00:00:00Z'), durationMinutes: 180, providers: [sunday('00:00', '04:00')] });
    expect(startsByDay(long)['2027-03-14']).toEqual(['2027-03-14T05:00:00Z']);
  });

  it('New York, fall back (7 November 2027): 01:00–01:59 happens twice, the earlier is used', () => {
    const query = search({ now: utc('2027-11-01T00:00:00Z'), providers: [sunday('00:00', '04:00')] });
    expect(startsByDay(query)['2027-11-07']).toEqual([
      '2027-11-07T04:00:00Z', '2027-11-07T04:30:00Z', '2027-11-07T05:00:00Z', '2027-11-07T05:30:00Z',
      '2027-11-07T07:00:00Z', '2027-11-07T07:30:00Z', '2027-11-07T08:00:00Z',
    ]);
    // The night is five hours long: a 5-hour job fits from midnight.
    const long = search({ now: utc('2027-11-01T00:00:00Z'), durationMinutes: 300, providers: [sunday('00:00', '04:00')] });
    expect(startsByDay(long)['2027-11-07']).toEqual(['2027-11-07T04:00:00Z']);
  });

  it('Berlin, spring forward (28 March 2027)', () => {
    const query = search({ timeZone: BERLIN, now: utc('2027-03-20T00:00:00Z'), stepMinutes: 60, providers: [sunday('01:00', '05:00')] });
    expect(startsByDay(query)['2027-03-28']).toEqual(['2027-03-28T00:00:00Z', '2027-03-28T01:00:00Z', '2027-03-28T02:00:00Z']);
    expect(wallStarts(query, '2027-03-28')).toEqual(['01:00', '03:00', '04:00']);
  });

  it('Berlin, fall back (31 October 2027): grouped by the local date even when UTC is the day before', () => {
    const query = search({ timeZone: BERLIN, now: utc('2027-10-25T00:00:00Z'), stepMinutes: 60, providers: [sunday('01:00', '05:00')] });
    expect(startsByDay(query)['2027-10-31']).toEqual(['2027-10-30T23:00:00Z', '2027-10-31T00:00:00Z', '2027-10-31T02:00:00Z', '2027-10-31T03:00:00Z']);
    expect(Object.keys(startsByDay(query))).not.toContain('2027-10-30');
  });

  it('Sydney (southern hemisphere): fall back on 4 April, spring forward on 3 October 2027', () => {
    const autumn = search({ timeZone: SYDNEY, now: utc('2027-03-30T00:00:00Z'), stepMinutes: 60, providers: [sunday('01:00', '05:00')] });
    expect(startsByDay(autumn)['2027-04-04']).toEqual(['2027-04-03T14:00:00Z', '2027-04-03T15:00:00Z', '2027-04-03T17:00:00Z', '2027-04-03T18:00:00Z']);
    const spring = search({ timeZone: SYDNEY, now: utc('2027-09-28T00:00:00Z'), stepMinutes: 60, providers: [sunday('01:00', '05:00')] });
    expect(startsByDay(spring)['2027-10-03']).toEqual(['2027-10-02T15:00:00Z', '2027-10-02T16:00:00Z', '2027-10-02T17:00:00Z']);
    expect(wallStarts(spring, '2027-10-03')).toEqual(['01:00', '03:00', '04:00']);
  });

  it('keeps wall-clock hours across the change: 09:00 is 09:00 on both sides', () => {
    const p = provider('p1', [[6, '09:00', '10:00'], [1, '09:00', '10:00']]);
    const days = startsByDay(search({ now: utc('2027-03-12T00:00:00Z'), horizonDays: 4, providers: [p], stepMinutes: 60 }));
    expect(days).toEqual({ '2027-03-13': ['2027-03-13T14:00:00Z'], '2027-03-15': ['2027-03-15T13:00:00Z'] });
  });

  it('measures the buffer and notice in real minutes across the gap', () => {
    const busy = [{ start: utc('2027-03-14T05:00:00Z'), end: utc('2027-03-14T06:30:00Z') }]; // 00:00–01:30 EST
    const p = provider('p1', [[7, '00:00', '06:00']], { busy });
    const starts = wallStarts(search({ now: utc('2027-03-10T00:00:00Z'), bufferMinutes: 30, providers: [p] }), '2027-03-14');
    // 01:30 EST + 30 minutes of travel = 03:00 EDT.
    expect(starts[0]).toBe('03:00');
  });
});

describe('findSlots: markets in different zones', () => {
  it('puts the same wall-clock hours at different instants, on each market’s own dates', () => {
    const p = provider('p1', [[1, '09:00', '10:00']]);
    const now = utc('2027-01-01T12:00:00Z');
    const first = (timeZone: string) => findSlots(search({ timeZone, now, horizonDays: 7, providers: [p] }))[0]!;
    expect([first(NYC).date, iso(first(NYC).slots[0]!.start)]).toEqual(['2027-01-04', '2027-01-04T14:00:00Z']);
    expect([first(BERLIN).date, iso(first(BERLIN).slots[0]!.start)]).toEqual(['2027-01-04', '2027-01-04T08:00:00Z']);
    // Sydney is in summer time (UTC+11): Monday 09:00 there is Sunday 22:00 UTC.
    expect([first(SYDNEY).date, iso(first(SYDNEY).slots[0]!.start)]).toEqual(['2027-01-04', '2027-01-03T22:00:00Z']);
  });
});

describe('findSlots: a market-sized search', () => {
  // Its speed is measured by `pnpm bench:slots`, not asserted here: a timed test fails on a busy machine.
  it('covers 14 days of 100 providers with 2,000 jobs, every day with times', () => {
    const now = local(NYC, '2027-02-01T06:00');
    const providers = Array.from({ length: 100 }, (_, i) => {
      const busy = Array.from({ length: 20 }, (_, j) => {
        const start = now + (j * 17 + (i % 7)) * 3_600_000;
        return { start, end: start + 90 * 60_000 };
      });
      return provider(`p${i}`, [1, 2, 3, 4, 5, 6, 7].map((day): [number, string, string] => [day, '08:00', '20:00']), { busy });
    });
    const days = findSlots(search({ now, horizonDays: 14, durationMinutes: 120, stepMinutes: 15, bufferMinutes: 30, providers }));
    expect(days).toHaveLength(14);
    expect(days.every((day) => day.slots.length > 0)).toBe(true);
  });
});
