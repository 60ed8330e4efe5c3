import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import { isScryptHash, verifyScrypt } from './legacy-scrypt';
import { passwordHashGate } from './password-hash-gate';

/** argon2id cost: memory in KiB, passes over it, lanes (threads). */
export interface PasswordHashParams {
  memoryKiB: number;
  passes: number;
  lanes: number;
}

// The package declares its enum `const`, which isolated modules cannot read: argon2id is 2.
const ARGON2ID = 2 as Algorithm;

const options = (params: PasswordHashParams) => ({ algorithm: ARGON2ID, memoryCost: params.memoryKiB, timeCost: params.passes, parallelism: params.lanes });

/** `$argon2id$v=19$m=65536,t=3,p=1$<salt>$<hash>` (PHC): the parameters travel with the hash. */
export async function hashPassword(password: string, params: PasswordHashParams): Promise<string> {
  return passwordHashGate().run(() => hash(password.normalize('NFKC'), options(params)));
}

/** Constant-time check of a password against a stored argon2id or (older) scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return passwordHashGate().run(() => verifyScrypt(password, stored));
  if (!stored.startsWith('$argon2id$')) return false;
  return passwordHashGate().run(() => verify(stored, password.normalize('NFKC')).catch(() => false));
}

/** True for a scrypt hash, or an argon2id one made with other parameters: rehash it at login. */
export function needsRehash(stored: string, params: PasswordHashParams): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const made = parseOptions(stored);
    return made.memoryCost !== params.memoryKiB || made.timeCost !== params.passes || made.parallelism !== params.lanes;
  } catch {
    return true;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check, for logins with an unknown email (no timing oracle). */
export async function verifyAgainstDummy(password: string, params: PasswordHashParams): Promise<false> {
  const key = `${params.memoryKiB}/${params.passes}/${params.lanes}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
