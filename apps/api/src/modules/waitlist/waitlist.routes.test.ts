import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/waitlist', headers: csrf, payload: payload as Record<string, unknown> });
// The demo data has sign-ups of its own (the dashboard's capacity map): only this test's are looked at.
const entries = () => t.db.selectFrom('waitlist_entries').select(['postal_code', 'email']).where('email', '=', 'lee@example.com').orderBy('id').execute();

describe('POST /api/waitlist', () => {
  it('stores the postal code normalised and answers 204; joining again changes nothing', async () => {
    expect((await join({ postalCode: ' m5v  3l9 ', email: 'Lee@Example.com' })).statusCode).toBe(204);
    expect((await join({ postalCode: 'M5V 3L9', email: 'lee@example.com' })).statusCode).toBe(204);
    expect((await join({ postalCode: 'M5V 3L9', email: 'LEE@EXAMPLE.COM' })).statusCode).toBe(204);
    expect(await entries()).toEqual([{ postal_code: 'M5V 3L9', email: 'lee@example.com' }]);
    expect((await join({ postalCode: '94103', email: 'lee@example.com' })).statusCode).toBe(204);
    expect(await entries()).toHaveLength(2);
  });

  it('explains bad input per field', async () => {
    const response = await join({ postalCode: '1$', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      postalCode: expect.arrayContaining(['Enter a postal code']),
      email: ['Enter a valid email address'],
    });
    expect((await join({})).json().error.fieldErrors).toEqual({ postalCode: ['This field is required'], email: ['This field is required'] });
  });
});
