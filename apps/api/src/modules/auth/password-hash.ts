import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N (CPU/memory, a power of two), r (block size), p (parallelism). */
export interface PasswordHashParams {
  N: number;
  r: number;
  p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 64;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, params: PasswordHashParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `$scrypt$ln=15,r=8,p=1$<salt>$<key>`: the parameters travel with the hash so they can change. */
export async function hashPassword(password: string, params: PasswordHashParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { params: PasswordHashParams; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return { params: { N: 2 ** Number(ln), r: Number(r), p: Number(p) }, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
}

/** Constant-time comparison of a password with a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(stored: string, params: PasswordHashParams): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the same time as a real check, for logins with an unknown email (no timing oracle). */
export async function verifyAgainstDummy(password: string, params: PasswordHashParams): Promise<false> {
  let dummy = dummyHashes.get(params.N * 1000 + params.r * 10 + params.p);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(params.N * 1000 + params.r * 10 + params.p, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
