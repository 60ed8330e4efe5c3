import { csrf, createTestApp, loginAs, type TestApp } from '../test-support/test-app';

/** Errors in the language of whoever asked (docs/languages.md): the `lang` cookie, else Accept-Language, else English. */
let t: TestApp;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 1 }];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...csrf, ...headers }, payload: payload as Record<string, unknown> });
const slots = (marketId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/markets/${marketId}/slots`, headers: { ...csrf, ...headers }, payload: { services: cleaning } });

describe('the API answers errors in the request’s language', () => {
  it('a 400 for Accept-Language: de has German field errors and message', async () => {
    const response = await login({ email: 'ana@', password: '' }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Bitte prüfen Sie einige Felder.',
      fieldErrors: { email: ['Geben Sie eine gültige E-Mail-Adresse ein'], password: ['Geben Sie Ihr Passwort ein'] },
    });
  });

  it('the same 400 in English without a language asked for, or for one the site does not have', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR,fr;q=0.9' }] as Array<Record<string, string>>) {
      const response = await login({ email: 'ana@', password: '' }, headers);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields need attention.',
        fieldErrors: { email: ['Enter a valid email address'], password: ['Enter your password'] },
      });
    }
  });

  it('AppErrors (404, 409 with a value) in German for the lang=de cookie, over an English Accept-Language', async () => {
    const unknown = await slots('atlantis', { cookie: 'lang=de', 'accept-language': 'en-US' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'Diesen Markt gibt es nicht.' });
    const comingSoon = await slots('toronto', { cookie: 'lang=de' });
    expect(comingSoon.statusCode).toBe(409);
    expect(comingSoon.json().error.message).toBe('Toronto nimmt noch keine Buchungen an. Tragen Sie sich in die Warteliste ein, dann sagen wir Ihnen Bescheid, sobald es losgeht.');
  });

  it('the same AppErrors in English without a language asked for', async () => {
    expect((await slots('atlantis')).json().error).toEqual({ code: 'NOT_FOUND', message: 'There is no such market.' });
    expect((await slots('toronto')).json().error.message).toBe('Toronto is not taking bookings yet. Join the waitlist and we will tell you when it opens.');
  });

  it('a 401 and an unknown path in German', async () => {
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: { 'accept-language': 'de' } });
    expect(account.statusCode).toBe(401);
    expect(account.json().error.message).toBe('Melden Sie sich an, um fortzufahren.');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie: 'lang=de' } });
    expect(unknown.json().error.message).toBe('Diese API hat kein GET /api/nothing-here.');
  });

  it('modules’ errors and field errors in German: a 400 with a field message, a 404, a 409', async () => {
    const german = { ...csrf, cookie: 'lang=de' };
    const code = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: german, payload: { email: 'nobody.waiting@example.org', code: '123456' } });
    const noCode = 'Für diese E-Mail-Adresse wartet kein Code: Registrieren Sie sich erneut';
    expect([code.statusCode, code.json().error]).toEqual([400, { code: 'VALIDATION_FAILED', message: noCode, fieldErrors: { code: [noCode] } }]);

    const providers = await t.app.inject({ method: 'GET', url: '/api/markets/atlantis/providers', headers: { 'accept-language': 'de-DE' } });
    expect([providers.statusCode, providers.json().error.message]).toEqual([404, 'Diesen Markt gibt es nicht.']);

    const customer = await loginAs(t.app, 'customer@example.com');
    const sessions = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { ...csrf, cookie: customer } });
    const current = sessions.json().sessions.find((session: { current: boolean }) => session.current).id;
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${current}`, headers: { ...csrf, cookie: `${customer}; lang=de` } });
    expect([revoke.statusCode, revoke.json().error]).toEqual([409, { code: 'CONFLICT', message: 'Das ist die Sitzung, die Sie gerade verwenden. Melden Sie sich stattdessen ab.' }]);
    // The same refusal in English for the same person without a language.
    const english = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${current}`, headers: { ...csrf, cookie: customer } });
    expect(english.json().error.message).toBe('This is the session you are using. Log out instead.');
  });

  it('a wrong email and password in German (401), a forged reset link on its field (400)', async () => {
    const wrong = await login({ email: 'nobody.here@example.org', password: 'not-the-password-42' }, { 'accept-language': 'de' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([401, 'E-Mail-Adresse und Passwort passen zu keinem Konto.']);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { ...csrf, cookie: 'lang=de' },
      payload: { token: 'a'.repeat(43), password: 'copper-meadow-lantern' },
    });
    expect([forged.statusCode, forged.json().error.fieldErrors]).toEqual([400, { token: ['Dieser Link ist ungültig: Fordern Sie einen neuen an'] }]);
  });
});
