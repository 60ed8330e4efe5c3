import { sql } from 'kysely';
import { STALE_SETTINGS_MESSAGE } from './markets.service';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
}, 30_000);
afterAll(() => t.close());

type Settings = Record<string, unknown> & { version: number; postalCodes: string[] };
const read = async (marketId = 'sydney', cookie = admin) => (await apiCall(t, 'GET', `/api/markets/${marketId}/settings`, { cookie })).json() as Settings;
const save = (body: Settings, marketId = 'sydney', cookie = admin) => apiCall(t, 'PUT', `/api/markets/${marketId}/settings`, { cookie, body });
const history = async (marketId = 'sydney', query = '') => {
  const response = await apiCall(t, 'GET', `/api/markets/${marketId}/settings/history${query}`, { cookie: admin });
  expect(response.statusCode).toBe(200);
  return response.json().changes as Array<{ changedBy: { name: string; role: string } | null; version: number; changedAt: string; changes: Array<{ field: string; before: unknown; after: unknown }> }>;
};
const countChanges = async (marketId: string) => (await t.db.selectFrom('market_settings_changes').select('id').where('market_id', '=', marketId).execute()).length;

describe('market settings: postal codes', () => {
  it('answers the postal codes served and the version with the other settings', async () => {
    const settings = await read('nyc', manager);
    expect(settings.version).toBe(1);
    expect(settings.postalCodes).toContain('10001');
    expect(settings.postalCodes).toContain('11201');
  });

  it('normalises the codes (case, spaces, dashes) and coverage then finds them', async () => {
    const current = await read('toronto');
    const response = await save({ ...current, postalCodes: [...current.postalCodes, ' m6p ', 'm6-r'] }, 'toronto');
    expect(response.statusCode).toBe(200);
    expect(response.json().postalCodes.slice(-2)).toEqual(['M6P', 'M6R']);
    const coverage = await apiCall(t, 'GET', '/api/coverage?postalCode=M6P%201A1');
    expect(coverage.json()).toMatchObject({ status: 'coming_soon', market: { id: 'toronto' } });
  });

  it('refuses bad codes, duplicates (after normalising), an empty list and too many, under the field', async () => {
    const current = await read();
    const cases: Array<[string[], string, string]> = [
      [['2000', '20$0'], 'postalCodes.1', 'Use 3 to 8 letters and digits, e.g. 10001 or M5V'],
      [['2000', 'AB'], 'postalCodes.1', 'Use 3 to 8 letters and digits, e.g. 10001 or M5V'],
      [['2000', '2010', ' 2000'], 'postalCodes', 'Listed more than once: 2000'],
      [[], 'postalCodes', 'List at least one postal code'],
      [Array.from({ length: 501 }, (_, i) => String(10_000 + i)), 'postalCodes', 'At most 500 postal codes'],
    ];
    for (const [postalCodes, field, message] of cases) {
      const response = await save({ ...current, postalCodes });
      expect([response.statusCode, response.json().error.fieldErrors]).toEqual([400, { [field]: [message] }]);
    }
    expect((await read()).postalCodes).toEqual(current.postalCodes);
  });

  it('never answers 500 for a malformed body', async () => {
    for (const body of [{ postalCodes: 'nope' }, { postalCodes: [1, 2] }, { version: 'x' }, { version: -1 }]) {
      const response = await save({ ...(await read()), ...body } as Settings);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('market settings: the invoice footer', () => {
  it('is saved trimmed and audited, and refused above 1000 characters', async () => {
    const before = await read();
    expect(before.legalFooter).toContain('Handyhub Marketplace Pty Ltd');
    const tooLong = await save({ ...before, legalFooter: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors).toEqual({ legalFooter: ['At most 1000 characters'] });
    const saved = await save({ ...before, legalFooter: '  Handyhub AU Pty Ltd · ABN 98 765 432 109  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().legalFooter).toBe('Handyhub AU Pty Ltd · ABN 98 765 432 109');
    const [latest] = await history();
    expect(latest!.changes).toEqual([{ field: 'legalFooter', before: before.legalFooter, after: 'Handyhub AU Pty Ltd · ABN 98 765 432 109' }]);
  });
});

describe('market settings: reminders before a job', () => {
  it('are 24 hours before by default; a change is saved and audited (reminders.test.ts: reminders written afterwards use it)', async () => {
    const before = await read('toronto');
    expect(before.reminderHoursBefore).toBe(24);
    const saved = await save({ ...before, reminderHoursBefore: 6 }, 'toronto');
    expect([saved.statusCode, saved.json().reminderHoursBefore]).toEqual([200, 6]);
    const [latest] = await history('toronto');
    expect(latest!.changes).toEqual([{ field: 'reminderHoursBefore', before: 24, after: 6 }]);
    const stored = await t.db.selectFrom('markets').select('reminder_hours_before').where('id', '=', 'toronto').executeTakeFirstOrThrow();
    expect(stored.reminder_hours_before).toBe(6);
  });

  it('are refused under an hour, over a week, or not in whole hours, under the field', async () => {
    const current = await read('toronto');
    const cases: Array<[unknown, string]> = [
      [0, 'At least one hour'],
      [169, 'At most a week'],
    ];
    for (const [reminderHoursBefore, message] of cases) {
      const response = await save({ ...current, reminderHoursBefore }, 'toronto');
      expect([response.statusCode, response.json().error.fieldErrors]).toEqual([400, { reminderHoursBefore: [message] }]);
    }
    for (const reminderHoursBefore of [2.5, 'soon', null]) {
      const response = await save({ ...current, reminderHoursBefore }, 'toronto');
      expect([response.statusCode, Object.keys(response.json().error.fieldErrors)]).toEqual([400, ['reminderHoursBefore']]);
    }
    expect((await read('toronto')).reminderHoursBefore).toBe(current.reminderHoursBefore);
  });
});

describe('market settings: audit and concurrency', () => {
  it('records who changed which field from what to what, in human order, newest first', async () => {
    const before = await read('berlin');
    const first = await save({ ...before, serviceFeeBps: 650, holdMinutes: 15 }, 'berlin');
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(before.version + 1);
    const second = await save({ ...first.json(), postalCodes: [...before.postalCodes, '14197'] }, 'berlin');
    expect(second.json().version).toBe(before.version + 2);

    const changes = await history('berlin');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ version: before.version + 2, changedBy: { name: 'Robin Chen', role: 'admin' }, changes: [{ field: 'postalCodes', before: before.postalCodes, after: [...before.postalCodes, '14197'] }] });
    expect(changes[1]!.changes).toEqual([
      { field: 'holdMinutes', before: 10, after: 15 },
      { field: 'serviceFeeBps', before: 600, after: 650 },
    ]);
    expect(Date.parse(changes[0]!.changedAt)).toBeGreaterThanOrEqual(Date.parse(changes[1]!.changedAt));
  });

  it('records nothing and keeps the version when nothing changed', async () => {
    const current = await read('berlin');
    const recorded = await countChanges('berlin');
    const response = await save(current, 'berlin');
    expect([response.statusCode, response.json().version]).toEqual([200, current.version]);
    expect(await countChanges('berlin')).toBe(recorded);
  });

  it('refuses a save from settings someone changed since (409) and keeps theirs', async () => {
    const opened = await read('nyc', manager);
    expect((await save({ ...opened, travelBufferMinutes: 25 }, 'nyc', admin)).statusCode).toBe(200);
    const stale = await save({ ...opened, travelBufferMinutes: 45 }, 'nyc', manager);
    expect([stale.statusCode, stale.json().error]).toEqual([409, { code: 'CONFLICT', message: STALE_SETTINGS_MESSAGE.defaultMessage }]);
    const latest = await read('nyc', manager);
    expect(latest.travelBufferMinutes).toBe(25);
    const [last] = await history('nyc');
    expect(last).toMatchObject({ changedBy: { role: 'admin' }, changes: [{ field: 'travelBufferMinutes', before: 30, after: 25 }] });
    // Reloaded, the manager's change goes through.
    expect((await save({ ...latest, travelBufferMinutes: 45 }, 'nyc', manager)).statusCode).toBe(200);
    expect((await history('nyc'))[0]).toMatchObject({ changedBy: { name: 'Sam Patel', role: 'manager' } });
  });

  it('lets one of two saves made at once from the same version through; the other gets 409', async () => {
    const opened = await read();
    const answers = await Promise.all([save({ ...opened, taxBps: 1100 }), save({ ...opened, taxBps: 1200 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await history()).filter((change) => change.version === opened.version + 1)).toHaveLength(1);
  });

  it('writes the change and its record together: when the record cannot be written, the settings stay as they were', async () => {
    const opened = await read();
    await sql`alter table market_settings_changes add constraint test_refuse_records check (version < 0) not valid`.execute(t.db);
    try {
      expect((await save({ ...opened, holdMinutes: 20 })).statusCode).toBe(500);
    } finally {
      await sql`alter table market_settings_changes drop constraint test_refuse_records`.execute(t.db);
    }
    expect(await read()).toEqual(opened);
  });

  it('keeps at most the requested number of entries, up to 100', async () => {
    expect(await history('berlin', '?limit=1')).toHaveLength(1);
    expect((await apiCall(t, 'GET', '/api/markets/berlin/settings/history?limit=101', { cookie: admin })).statusCode).toBe(400);
  });

  it('shows a removed account as nobody rather than failing', async () => {
    const ghost = await createUser(t.db, { email: 'ghost.manager@example.com', roles: ['manager'], managedMarketIds: ['sydney'] });
    const cookie = await loginAs(t.app, 'ghost.manager@example.com');
    const opened = await read('sydney', cookie);
    expect((await save({ ...opened, commissionBps: 1750 }, 'sydney', cookie)).statusCode).toBe(200);
    await t.db.deleteFrom('market_managers').where('user_id', '=', ghost).execute();
    await t.db.deleteFrom('users').where('id', '=', ghost).execute();
    expect((await history())[0]).toMatchObject({ changedBy: null, changes: [{ field: 'commissionBps', before: 1800, after: 1750 }] });
  });
});

describe('market settings: the plan discount (docs/repeat-business.md)', () => {
  it('is New York’s 10 %, public with the other policies, and none elsewhere', async () => {
    expect((await read('nyc', manager)).planDiscountBps).toBe(1000);
    expect((await read('berlin')).planDiscountBps).toBe(0);
    const market = await apiCall(t, 'GET', '/api/markets/nyc');
    expect(market.json().policies).toMatchObject({ planDiscountBps: 1000 });
  });

  it('is saved and audited like any setting, within 0–50 %, under the field', async () => {
    const before = await read('toronto');
    for (const planDiscountBps of [-1, 5001, 12.5, null]) {
      const response = await save({ ...before, planDiscountBps }, 'toronto');
      expect([response.statusCode, Object.keys(response.json().error.fieldErrors)]).toEqual([400, ['planDiscountBps']]);
    }
    const saved = await save({ ...before, planDiscountBps: 1500 }, 'toronto');
    expect([saved.statusCode, saved.json().planDiscountBps]).toEqual([200, 1500]);
    const [latest] = await history('toronto');
    expect(latest!.changes).toEqual([{ field: 'planDiscountBps', before: 0, after: 1500 }]);
  });
});

describe('market settings: the problem window (docs/problems.md)', () => {
  it('is 72 hours by default, in whole hours from 1 to 720, under the field with a message', async () => {
    const before = await read('toronto');
    expect(before.problemWindowHours).toBe(72);
    for (const problemWindowHours of [0, 721, 1.5, '24', null]) {
      const response = await save({ ...before, problemWindowHours }, 'toronto');
      expect([response.statusCode, Object.keys(response.json().error.fieldErrors)]).toEqual([400, ['problemWindowHours']]);
    }
    const refused = await save({ ...before, problemWindowHours: 721 }, 'toronto');
    expect(refused.json().error.fieldErrors.problemWindowHours).toEqual(['Use whole hours from 1 to 720 (30 days)']);
    expect((await read('toronto')).version).toBe(before.version);
  });

  it('is saved and shown in the history, before → after (problems.routes.test.ts: the report window follows it)', async () => {
    const before = await read('toronto');
    const saved = await save({ ...before, problemWindowHours: 720 }, 'toronto');
    expect([saved.statusCode, saved.json().problemWindowHours]).toEqual([200, 720]);
    expect((await read('toronto')).problemWindowHours).toBe(720);
    const [latest] = await history('toronto');
    expect(latest!.changes).toEqual([{ field: 'problemWindowHours', before: 72, after: 720 }]);
    const back = await save({ ...saved.json(), problemWindowHours: 1 }, 'toronto');
    expect([back.statusCode, back.json().problemWindowHours]).toEqual([200, 1]);
  });
});
