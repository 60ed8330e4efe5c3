import { signUpAndVerify } from '../../test-support/account-fixtures';
import { createTestApp, createUser, csrf, login, loginAs, sessionCookieOf, type TestApp } from '../../test-support/test-app';

/** The account's language (docs/languages.md): chosen, or taken from the page at login and sign-up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR_S = 365 * 24 * 60 * 60;
const languageOf = async (email: string) => (await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
const setLanguage = (cookie: string, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { ...csrf, cookie, ...headers }, payload: { language } });
const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;
const langCookie = (response: { cookies: Array<{ name: string; value: string }> }) => response.cookies.find((cookie) => cookie.name === 'lang');

describe('PUT /api/account/language', () => {
  it('saves the choice on the account, sets the lang cookie, and the session shows it', async () => {
    await createUser(t.db, { email: 'chooser@example.org', roles: ['customer'] });
    const cookie = await loginAs(t.app, 'chooser@example.org');
    expect((await me(cookie)).language).toBeNull();

    const chosen = await setLanguage(cookie, 'de');
    expect(chosen.statusCode).toBe(204);
    expect(chosen.headers['set-cookie']).toBe(`lang=de; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`);
    expect(await languageOf('chooser@example.org')).toBe('de');
    expect((await me(cookie)).language).toBe('de');

    // Changed again: a choice is never locked in.
    expect((await setLanguage(cookie, 'en')).statusCode).toBe(204);
    expect((await me(cookie)).language).toBe('en');
  });

  it('sets a Secure cookie when the site is https, as the session cookie is', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const chosen = await setLanguage(cookie, 'en', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'handyhub.example', origin: 'https://handyhub.example' });
    expect(chosen.statusCode).toBe(204);
    expect(chosen.headers['set-cookie']).toBe(`lang=en; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; Secure`);
  });

  it('refuses a language the site does not have, and anyone not logged in', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const before = await languageOf('customer@example.com');
    const french = await setLanguage(cookie, 'fr');
    expect(french.statusCode).toBe(400);
    expect(Object.keys(french.json().error.fieldErrors)).toEqual(['language']);
    expect(await languageOf('customer@example.com')).toBe(before);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: csrf, payload: { language: 'de' } });
    expect(anonymous.statusCode).toBe(401);
    expect(langCookie(anonymous)).toBeUndefined();
  });
});

describe('the language at login', () => {
  it('gives an account without one the language the page asks for: its lang cookie, else Accept-Language', async () => {
    await createUser(t.db, { email: 'by-cookie@example.org', roles: ['customer'] });
    await createUser(t.db, { email: 'by-header@example.org', roles: ['customer'] });
    const byCookie = await login(t.app, 'by-cookie@example.org', undefined, { cookie: 'lang=de', 'accept-language': 'en-US,en;q=0.9' });
    expect(byCookie.json().user.language).toBe('de');
    expect(await languageOf('by-cookie@example.org')).toBe('de');
    expect(langCookie(byCookie)?.value).toBe('de');

    const byHeader = await login(t.app, 'by-header@example.org', undefined, { 'accept-language': 'fr-CH, de-AT;q=0.8, en;q=0.5' });
    expect(byHeader.json().user.language).toBe('de');
    expect(await languageOf('by-header@example.org')).toBe('de');
    expect(sessionCookieOf(byHeader)).toBeDefined();
  });

  it('leaves it unset when the page asks for no language the site has', async () => {
    await createUser(t.db, { email: 'unknown@example.org', roles: ['customer'] });
    const response = await login(t.app, 'unknown@example.org', undefined, { cookie: 'lang=fr', 'accept-language': 'fr-FR, it;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBeNull();
    expect(await languageOf('unknown@example.org')).toBeNull();
    expect(langCookie(response)).toBeUndefined();
  });

  it('never overwrites a chosen language: the page follows the account instead', async () => {
    await createUser(t.db, { email: 'english@example.org', roles: ['customer'] });
    await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'english@example.org').execute();
    const response = await login(t.app, 'english@example.org', undefined, { cookie: 'lang=de', 'accept-language': 'de-DE' });
    expect(response.json().user.language).toBe('en');
    expect(await languageOf('english@example.org')).toBe('en');
    expect(langCookie(response)?.value).toBe('en');
  });
});

describe('the language at sign-up', () => {
  it('makes the account in the language the page asks for', async () => {
    const { user } = await signUpAndVerify(t, { email: 'neu@example.org', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(user.language).toBe('de');
    expect(await languageOf('neu@example.org')).toBe('de');
    const { user: other } = await signUpAndVerify(t, { email: 'nobody-asked@example.org' });
    expect(other.language).toBeNull();
  });
});
