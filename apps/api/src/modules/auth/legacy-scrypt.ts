import { scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Hashes stored before argon2id: `$scrypt$ln=15,r=8,p=1$<salt>$<key>`. Only verified, never
 * made any more; a login with one stores an argon2id hash instead (see login.ts).
 */
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export function isScryptHash(stored: string): boolean {
  return FORMAT.test(stored);
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Constant-time check of a password against a stored scrypt hash; false for anything else. */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64');
  const derived = await derive(password, Buffer.from(salt!, 'base64'), { N: 2 ** Number(ln), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(derived, expected);
}
