import { changedAnchor, planAbilities, scheduleProblem, type VisitState, visitStatusFor, visitsToEnd, visitsToRelease } from './plan-rules';

const HOUR_MS = 3_600_000;
const now = new Date('2026-11-24T14:30:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
/** A $100 visit starting `hours` from now with a 24-hour free window and a 25 % fee. */
const visit = (jobId: string, hours: number, status: VisitState['status'] = 'confirmed'): VisitState => ({
  jobId,
  status,
  start: at(hours),
  freeUntil: at(hours - 24),
  totalMinor: 10_000,
  cancellationFeeBps: 2500,
});
const visits = [visit('past', -48, 'completed'), visit('started', -1, 'in_progress'), visit('tomorrow', 20), visit('skipped', 30, 'cancelled'), visit('next-week', 168), visit('nobody', 336, 'unassigned')];

describe('which visits a change, a pause or an end touches', () => {
  it('a change or a pause lets go of the visits ahead still free to cancel; those inside their fee window stay', () => {
    expect(visitsToRelease(visits, now).map((v) => v.jobId)).toEqual(['next-week', 'nobody']);
  });

  it('the end cancels every visit ahead not started, with the fee inside the window and none outside', () => {
    expect(visitsToEnd(visits, now).map((v) => [v.jobId, v.feeMinor])).toEqual([
      ['tomorrow', 2500],
      ['next-week', 0],
      ['nobody', 0],
    ]);
  });

  it('a visit whose window closes exactly now is inside it', () => {
    expect(visitsToRelease([visit('edge', 24)], now)).toEqual([]);
    expect(visitsToEnd([visit('edge', 24)], now)[0]!.feeMinor).toBe(2500);
  });
});

describe('what the customer may do', () => {
  it('pauses an active plan, resumes a paused one, changes or ends either; nothing once ended', () => {
    expect(planAbilities('active')).toEqual({ change: true, pause: true, resume: false, end: true });
    expect(planAbilities('paused')).toEqual({ change: true, pause: false, resume: true, end: true });
    expect(planAbilities('ended')).toEqual({ change: false, pause: false, resume: false, end: false });
  });

  it('new visits are requests until the plan’s provider accepted one, confirmed after', () => {
    expect([visitStatusFor(false), visitStatusFor(true)]).toEqual(['requested', 'confirmed']);
  });
});

describe('changedAnchor', () => {
  const fortnightlyTuesdays = { anchorDate: '2026-11-03', everyWeeks: 2, weekday: 2 };

  it('goes on from the next occurrence after the visits kept, moved to the new weekday in its week', () => {
    expect(changedAnchor(fortnightlyTuesdays, 4, '2026-12-02')).toBe('2026-12-17'); // Tue 15 Dec → Thu 17 Dec
    expect(changedAnchor(fortnightlyTuesdays, 1, '2026-12-02')).toBe('2026-12-14'); // → Mon 14 Dec
    expect(changedAnchor(fortnightlyTuesdays, 2, '2026-12-01')).toBe('2026-12-01'); // the time alone: the same day
  });
});

describe('scheduleProblem', () => {
  const NEW_YORK = 'America/New_York';
  // Tuesday 1 Dec 2026, 09:00–11:00 New York (14:00–16:00 UTC).
  const visitAt = { start: Date.parse('2026-12-01T14:00:00Z'), end: Date.parse('2026-12-01T16:00:00Z') };
  const tuesdays = [{ weekday: 2, startMinute: 8 * 60, endMinute: 17 * 60 }];

  it('is nothing when the provider works then, is not off and has no job within the buffer', () => {
    expect(scheduleProblem({ weekly: tuesdays, timeOff: [], busy: [{ start: visitAt.end + 30 * 60_000, end: visitAt.end + 90 * 60_000 }] }, visitAt, NEW_YORK, 30)).toBeNull();
  });

  it('names why not: outside the weekly hours, time off, another job within the buffer', () => {
    expect(scheduleProblem({ weekly: [{ weekday: 2, startMinute: 10 * 60, endMinute: 17 * 60 }], timeOff: [], busy: [] }, visitAt, NEW_YORK, 30)).toBe('notWorking');
    expect(scheduleProblem({ weekly: [{ weekday: 3, startMinute: 0, endMinute: 1440 }], timeOff: [], busy: [] }, visitAt, NEW_YORK, 30)).toBe('notWorking');
    expect(scheduleProblem({ weekly: tuesdays, timeOff: [{ start: visitAt.start - HOUR_MS, end: visitAt.start + 60_000 }], busy: [] }, visitAt, NEW_YORK, 30)).toBe('timeOff');
    expect(scheduleProblem({ weekly: tuesdays, timeOff: [], busy: [{ start: visitAt.end + 29 * 60_000, end: visitAt.end + 90 * 60_000 }] }, visitAt, NEW_YORK, 30)).toBe('busy');
  });
});
