import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parsePublicUrl, parseTrustProxy, type ProxyTrust } from '@marketplace/app-server/deployment';
import { marketJobLimits } from '@marketplace/contracts';
import type { LoginFailureBudget, PasswordHashParams, HashGateLimits } from './modules/auth';
import type { LoginSlowdown, RateLimitName, RateLimitRule } from './modules/rate-limits';
import { readTestClockStart } from './test-clock/test-clock';

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** SEED: false = a new database gets nothing at all, not even the markets and services. */
  seed: boolean;
  /**
   * DEMO_DATA: a new database also gets the demo people (accounts with a published password),
   * their providers and jobs. Off by default on an https PUBLIC_URL (demoDataWanted).
   */
  demoData: boolean;
  /** Idle expiry: a session unused this long ends (extended while used). */
  sessionTtlDays: number;
  /** Absolute lifetime: a session ends this long after login, however much it is used. */
  sessionMaxLifetimeDays: number;
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
  /**
   * SECRET_KEY: the site's own secret, when the environment gives one (at least 32 characters).
   * Unsubscribe links are signed with a key derived from it (key version 2); without it, with
   * the key stored in the database (version 1). docs/notifications.md, "Unsubscribe links".
   */
  secretKey: string | undefined;
  /** Every rate limit (modules/rate-limits), each `RATE_LIMIT_<NAME>=<count>/<seconds>`. */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  loginSlowdown: LoginSlowdown;
  /** LOGIN_FAILURES_PER_MINUTE: failed logins site-wide per minute before each further one is slowed. */
  loginFailureBudget: LoginFailureBudget;
  passwordHashing: PasswordHashParams;
  /** PASSWORD_HASH_CONCURRENCY: hashes at once per process; a queue of four times that may wait, the rest get 503. */
  passwordHashGate: HashGateLimits;
  bodyLimitBytes: number;
  /** The most jobs one market jobs CSV holds (docs/market.md): more is refused, asking for narrower filters. */
  marketJobsCsvMaxRows: number;
  /** Profile pictures: the largest upload (PICTURE_MAX_MB), the most pixels decoded, the shortest side. */
  pictures: { maxBytes: number; maxPixels: number; minSide: number };
  /**
   * API_PROCESSES: how many API processes share the port (server.ts forks them). Only with
   * PostgreSQL: an embedded PGlite database belongs to one process, so it runs one and says so.
   */
  apiProcesses: number;
  /** WORKER: this process also handles queued work (response windows); off = it only sends. */
  worker: boolean;
  /** QUEUE_POLLING_SECONDS: how often a worker asks the queue for due messages. */
  queuePollingSeconds: number;
  /**
   * PUBLIC_ANSWER_CACHE: keep the public GET answers (markets, providers) in memory until the
   * database announces a change (http/public-answers). Off in tests unless a test turns it on:
   * on PostgreSQL the announcement arrives a moment after the commit, and tests read at once.
   */
  publicAnswerCache: boolean;
  /**
   * TEST_CLOCK_START (never in production, refused on https): the app's clock starts at this
   * instant and the harness moves it forward (test-clock/, docs/testing.md). Unset: the real clock.
   */
  testClockStart: Date | undefined;
  /** Notifications (docs/notifications.md). */
  notifications: {
    /** SMTP_URL (smtp:// or smtps://): unset = email is kept in the local outbox, readable by admins. */
    smtpUrl: string | undefined;
    /** MAIL_FROM: the sender of every email. */
    mailFrom: string;
    /** The site's origin for links in messages: PUBLIC_URL, else http://localhost:3000 (the shell). */
    siteUrl: string;
    /** NOTIFICATION_RETRY_SECONDS: the first wait before a failed delivery is tried again (it doubles each time). */
    retryDelaySeconds: number;
    /** Attempts before a message is dead-lettered (pg-boss retries = attempts − 1). */
    maxAttempts: number;
    /** How long a worker may hold a message it is delivering before another worker may take it. */
    deliveryLeaseSeconds: number;
  };
}

/**
 * argon2id with RFC 9106's second recommended memory (64 MiB) and 3 passes: above OWASP's
 * minimum (19 MiB, 2 passes, 1 lane), about 0.1 s per hash here. One lane: a login uses one
 * thread of libuv's pool, so four logins at once use at most 256 MiB.
 */
export const standardPasswordHashing: PasswordHashParams = { memoryKiB: 64 * 1024, passes: 3, lanes: 1 };
/** Only for NODE_ENV=test, so a test suite can create hundreds of accounts quickly. */
export const testPasswordHashing: PasswordHashParams = { memoryKiB: 1024, passes: 1, lanes: 1 };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The defaults, per client address and per account or user (see apps/api/README.md). A rule
 * counts attempts in a sliding window; the login rules count failures only (a success gives
 * its own attempt back), the others count every request that reached them.
 */
export const defaultRateLimits: Record<RateLimitName, RateLimitRule> = {
  loginPerAccountAndAddress: { limit: 5, windowSeconds: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowSeconds: 15 * MINUTE },
  passwordChangePerSession: { limit: 5, windowSeconds: 15 * MINUTE },
  signupPerAddress: { limit: 20, windowSeconds: HOUR },
  // Codes and links emailed to one address (sign-ups, resends, email changes): nobody's inbox is flooded.
  signupPerEmail: { limit: 5, windowSeconds: HOUR },
  emailChangePerUser: { limit: 5, windowSeconds: HOUR },
  // On top of 5 tries per code: codes tried from one address, and for one email from anywhere.
  verifyEmailPerAddress: { limit: 30, windowSeconds: 15 * MINUTE },
  verifyEmailPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  // Reset links asked for (and used, per address); per email, a few an hour reach its inbox.
  passwordResetPerAddress: { limit: 20, windowSeconds: HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR },
  waitlistPerAddress: { limit: 20, windowSeconds: HOUR },
  // Links from emails, without a session: a person clicks a few (and undoes one); a script is stopped.
  unsubscribePerAddress: { limit: 30, windowSeconds: HOUR },
  slotSearchPerAddress: { limit: 120, windowSeconds: MINUTE },
  slotSearchPerUser: { limit: 60, windowSeconds: MINUTE },
  holdPerAddress: { limit: 60, windowSeconds: 10 * MINUTE },
  holdPerUser: { limit: 20, windowSeconds: 10 * MINUTE },
  pictureUploadPerAddress: { limit: 60, windowSeconds: HOUR },
  pictureUploadPerUser: { limit: 20, windowSeconds: HOUR },
  // Card entry (test mode): a person retries a few cards; a script trying numbers is stopped.
  testCardPerAddress: { limit: 60, windowSeconds: 10 * MINUTE },
  testCardPerUser: { limit: 20, windowSeconds: 10 * MINUTE },
  // Each tip is a charge on a card: a person tips a few times (a refusal, another card); a script testing cards is stopped.
  tipPerAddress: { limit: 30, windowSeconds: HOUR },
  tipPerUser: { limit: 10, windowSeconds: HOUR },
  // A job's conversation (docs/conversations.md): a person types a few messages a minute; a flood is stopped.
  messagePerAddress: { limit: 60, windowSeconds: MINUTE },
  messagePerUser: { limit: 10, windowSeconds: MINUTE },
  // Reporting a message: a person reports now and then; a script filling the managers' list is stopped.
  messageReportPerAddress: { limit: 30, windowSeconds: HOUR },
  messageReportPerUser: { limit: 10, windowSeconds: HOUR },
  // Job photos (docs/job-photos.md): 10 before and 10 after per job, a few jobs a day; each is decoded and re-encoded.
  jobPhotoPerAddress: { limit: 120, windowSeconds: HOUR },
  jobPhotoPerUser: { limit: 60, windowSeconds: HOUR },
  // Problem reports and their steps: a person writes a few; a script flooding a case is stopped.
  problemWritePerAddress: { limit: 60, windowSeconds: HOUR },
  problemWritePerUser: { limit: 20, windowSeconds: HOUR },
  // Each code is a text message someone pays for: a person needs one or two; a script texting
  // numbers it typed in is stopped (docs/account-page.md).
  phoneCodePerAddress: { limit: 20, windowSeconds: HOUR },
  phoneCodePerUser: { limit: 5, windowSeconds: HOUR },
  // A copy of everything about the person: heavy to make, and needed now and then.
  accountExportPerAddress: { limit: 20, windowSeconds: HOUR },
  accountExportPerUser: { limit: 5, windowSeconds: HOUR },
  // Heavy CSV exports (market jobs, provider earnings): a person downloads a few while trying filters.
  csvExportPerAddress: { limit: 30, windowSeconds: 10 * MINUTE },
  csvExportPerUser: { limit: 10, windowSeconds: 10 * MINUTE },
  // A provider application's saves (each step autosaves): generous for a person, a brake on a script.
  applicationWritePerAddress: { limit: 300, windowSeconds: HOUR },
  applicationWritePerUser: { limit: 120, windowSeconds: HOUR },
  // Each identity check is a paid call to the verification provider, and guessing numbers must be slow.
  identityCheckPerAddress: { limit: 20, windowSeconds: HOUR },
  identityCheckPerUser: { limit: 5, windowSeconds: HOUR },
};

/** Failed logins on one account from anywhere slow its logins down; they never lock it. */
export const defaultLoginSlowdown: LoginSlowdown = { afterFailures: 10, windowSeconds: 15 * MINUTE, firstDelayMs: 250, maxDelayMs: 8000 };

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

/** More processes than cores only wait for each other (and the database): four per core is plenty. */
export function maxApiProcesses(): number {
  return availableParallelism() * 4;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}".`);
}

/**
 * Demo accounts share a password printed in the README: fine on a developer's machine, a way in
 * on a real site. A site served over https is taken to be real, so it gets them only when
 * DEMO_DATA=on says so; DEMO_DATA=off turns them off anywhere (docs/accounts.md).
 */
export function demoDataWanted({ publicUrl, demoData }: { publicUrl: string | undefined; demoData: boolean | undefined }): boolean {
  return demoData ?? !publicUrl?.startsWith('https:');
}

/** `RATE_LIMIT_SLOT_SEARCH_PER_ADDRESS=120/60`: 120 per 60 seconds. */
function rateLimits(env: NodeJS.ProcessEnv): Record<RateLimitName, RateLimitRule> {
  const entries = Object.entries(defaultRateLimits).map(([name, fallback]) => {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    const raw = env[variable]?.trim();
    if (!raw) return [name, fallback];
    const match = /^(\d{1,7})\/(\d{1,6})$/.exec(raw);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      throw new Error(`${variable} must be <count>/<seconds>, e.g. 120/60, got "${raw}".`);
    }
    return [name, { limit: Number(match[1]), windowSeconds: Number(match[2]) }];
  });
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimitRule>;
}

function secretKey(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SECRET_KEY must be at least 32 characters of random text, e.g. the output of `openssl rand -base64 48`.');
  return value;
}

function smtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587.');
  return value;
}

/**
 * A hash is ~0.1 s of one libuv thread (4 by default) and 64 MiB: more at once only queue for
 * threads and memory. Four waiting per place is about half a second's wait at most.
 */
function passwordHashGate(concurrency: number): HashGateLimits {
  return { concurrency, queue: concurrency * 4 };
}

/** Reads the environment once, at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const isTest = env.NODE_ENV === 'test';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const publicUrl = env.PUBLIC_URL?.trim() ? parsePublicUrl(env.PUBLIC_URL) : undefined;
  const apiProcesses = integer(env, 'API_PROCESSES', 1, 1, maxApiProcesses());
  return {
    port: integer(env, 'PORT', 3100, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(findRepoRoot(), '.data')),
    logLevel: env.LOG_LEVEL?.trim() || (isTest ? 'silent' : 'info'),
    seed: flag(env, 'SEED', true),
    demoData: demoDataWanted({ publicUrl, demoData: env.DEMO_DATA?.trim() ? flag(env, 'DEMO_DATA', true) : undefined }),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 14, 1, 365),
    sessionMaxLifetimeDays: integer(env, 'SESSION_MAX_LIFETIME_DAYS', 30, 1, 365),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, { kind: 'addresses', addresses: ['loopback'] }),
    publicUrl,
    secretKey: secretKey(env.SECRET_KEY),
    rateLimits: rateLimits(env),
    loginSlowdown: defaultLoginSlowdown,
    loginFailureBudget: { perMinute: integer(env, 'LOGIN_FAILURES_PER_MINUTE', 300, 1, 1_000_000), delayMs: 1000 },
    passwordHashing: isTest ? testPasswordHashing : standardPasswordHashing,
    passwordHashGate: passwordHashGate(integer(env, 'PASSWORD_HASH_CONCURRENCY', 4, 1, 64)),
    bodyLimitBytes: 256 * 1024,
    marketJobsCsvMaxRows: marketJobLimits.exportRows,
    // 40 megapixels: a 12 or 24 MP phone photo fits; decoding one takes ~160 MB at most.
    pictures: { maxBytes: integer(env, 'PICTURE_MAX_MB', 8, 1, 20) * 1024 * 1024, maxPixels: 40_000_000, minSide: 96 },
    apiProcesses,
    // Tests start their workers themselves, when they test them.
    worker: flag(env, 'WORKER', !isTest),
    queuePollingSeconds: integer(env, 'QUEUE_POLLING_SECONDS', isTest ? 1 : 2, 1, 60),
    publicAnswerCache: flag(env, 'PUBLIC_ANSWER_CACHE', !isTest),
    testClockStart: readTestClockStart(env, { publicUrl, apiProcesses }),
    notifications: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      mailFrom: env.MAIL_FROM?.trim() || 'Handyhub <no-reply@handyhub.localhost>',
      siteUrl: publicUrl ?? 'http://localhost:3000',
      retryDelaySeconds: integer(env, 'NOTIFICATION_RETRY_SECONDS', isTest ? 1 : 30, 1, 3600),
      maxAttempts: 6,
      deliveryLeaseSeconds: 120,
    },
  };
}
