import { existsSync } from 'node:fs';
import path from 'node:path';
import { parsePublicUrl, parseTrustProxy, type ProxyTrust } from '@marketplace/app-server/deployment';
import type { PasswordHashParams } from './modules/auth/password-hash';

export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  seed: boolean;
  sessionTtlDays: number;
  /**
   * Which peers may tell us the client's address, host and protocol (X-Forwarded-*): the shell
   * in front of the API, on loopback unless TRUST_PROXY says otherwise.
   */
  trustProxy: ProxyTrust;
  /**
   * The site's origin (PUBLIC_URL) when set explicitly: state-changing requests must come from
   * it, and with https the session cookie is `__Host-` and Secure. Unset: the host the browser
   * addressed is the origin (development on localhost or 127.0.0.1 alike).
   */
  publicUrl: string | undefined;
  loginLimits: LoginLimits;
  passwordHashing: PasswordHashParams;
  bodyLimitBytes: number;
}

/** scrypt as OWASP suggests: 2^15 × 8 × 128 bytes = 32 MiB of memory per hash. */
export const standardPasswordHashing: PasswordHashParams = { N: 2 ** 15, r: 8, p: 1 };
/** Only for NODE_ENV=test, so a test suite can create hundreds of accounts quickly. */
export const testPasswordHashing: PasswordHashParams = { N: 2 ** 10, r: 8, p: 1 };

export function findRepoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
  return dir;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}".`);
}

/** Reads the environment once, at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const isTest = env.NODE_ENV === 'test';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return {
    port: integer(env, 'PORT', 3100, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(findRepoRoot(), '.data')),
    logLevel: env.LOG_LEVEL?.trim() || (isTest ? 'silent' : 'info'),
    seed: flag(env, 'SEED', true),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 14, 1, 365),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, { kind: 'addresses', addresses: ['loopback'] }),
    publicUrl: env.PUBLIC_URL?.trim() ? parsePublicUrl(env.PUBLIC_URL) : undefined,
    loginLimits: {
      maxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1_000_000),
      maxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 30, 1, 1_000_000),
      windowMinutes: integer(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
    passwordHashing: isTest ? testPasswordHashing : standardPasswordHashing,
    bodyLimitBytes: 256 * 1024,
  };
}
