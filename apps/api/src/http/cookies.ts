/**
 * The little of RFC 6265 the API needs: read one cookie, write one. (@fastify/cookie 11 needs
 * cookie@2, which requires Node 22.)
 */
export interface CookieOptions {
  maxAge: number;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[!#-+\--:<-[\]-~]*$/;

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    return value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value;
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!TOKEN.test(name) || !VALUE.test(value)) throw new Error(`Cannot write cookie ${name}: invalid characters.`);
  const parts = [`${name}=${value}`, `Max-Age=${Math.floor(options.maxAge)}`, `Path=${options.path}`, `SameSite=${options.sameSite}`];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
