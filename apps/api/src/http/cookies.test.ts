import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among others, quoted or not', () => {
    expect(readCookie('a=1; hh_session=abc_-9; b=2', 'hh_session')).toBe('abc_-9');
    expect(readCookie('hh_session="xyz"', 'hh_session')).toBe('xyz');
    expect(readCookie('other=1', 'hh_session')).toBeUndefined();
    expect(readCookie(undefined, 'hh_session')).toBeUndefined();
  });

  it('writes the attributes a session cookie needs', () => {
    expect(serializeCookie('hh_session', 'tok', { maxAge: 60, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' })).toBe(
      'hh_session=tok; Max-Age=60; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(serializeCookie('hh_session', '', { maxAge: 0, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' })).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('refuses values that would break the header', () => {
    expect(() => serializeCookie('hh_session', 'a;b', { maxAge: 1, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' })).toThrow();
  });
});
