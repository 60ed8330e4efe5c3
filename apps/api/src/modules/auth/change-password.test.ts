import { createTestApp, csrf, login, loginAs, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { ...csrf, cookie }, payload });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('POST /api/auth/password', () => {
  it('changes the password and ends every other session of the user, not this one', async () => {
    const laptop = await loginAs(t.app, 'customer@example.com');
    const phone = await loginAs(t.app, 'customer@example.com');
    const admin = await loginAs(t.app, 'admin@example.com');
    const response = await change(laptop, { currentPassword: 'handyhub-demo', newPassword: 'a-brand-new-secret' });
    expect(response.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await login(t.app, 'customer@example.com', 'handyhub-demo')).statusCode).toBe(401);
    expect((await login(t.app, 'customer@example.com', 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field error, and changes nothing', async () => {
    const cookie = await loginAs(t.app, 'manager@example.com');
    const other = await loginAs(t.app, 'manager@example.com');
    const response = await change(cookie, { currentPassword: 'not-it', newPassword: 'another-new-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ currentPassword: ['This is not your current password'] });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, 'manager@example.com', 'handyhub-demo')).statusCode).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    const tooShort = await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'short' });
    expect(tooShort.json().error.fieldErrors).toEqual({ newPassword: ['Use at least 10 characters'] });
    const same = await change(cookie, { currentPassword: 'handyhub-demo', newPassword: 'handyhub-demo' });
    expect(same.json().error.fieldErrors).toEqual({ newPassword: ['Choose a password different from the current one'] });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers: csrf, payload: { currentPassword: 'x', newPassword: 'yyyyyyyyyyyy' } });
    expect(response.statusCode).toBe(401);
  });
});
