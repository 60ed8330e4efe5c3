import path from 'node:path';
import { demoDataWanted, maxApiProcesses, readConfig, standardPasswordHashing, testPasswordHashing } from './config';

describe('readConfig', () => {
  it('has the operations contract defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3100, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info', seed: true, sessionTtlDays: 14, publicUrl: undefined });
    expect(config.trustProxy).toEqual({ kind: 'addresses', addresses: ['loopback'] });
    expect(config.dataDir).toBe(path.join(path.resolve(__dirname, '../../..'), '.data'));
    expect(config.rateLimits.loginPerAccountAndAddress).toEqual({ limit: 5, windowSeconds: 900 });
    expect(config.rateLimits.loginPerAddress).toEqual({ limit: 30, windowSeconds: 900 });
    expect(config.passwordHashing).toEqual(standardPasswordHashing);
  });

  it('takes every setting from the environment', () => {
    const config = readConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/handyhub',
      DATA_DIR: '/var/lib/handyhub',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      SESSION_TTL_DAYS: '30',
      TRUST_PROXY: '10.0.0.0/8',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0', databaseUrl: 'postgres://u:p@db:5432/handyhub', dataDir: '/var/lib/handyhub', logLevel: 'warn', seed: false, sessionTtlDays: 30, publicUrl: 'https://shop.example' });
    expect(config.trustProxy).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8'] });
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', count: 1 });
  });

  it('runs the queue worker in the API unless WORKER=off (tests start theirs themselves)', () => {
    expect(readConfig({})).toMatchObject({ worker: true, queuePollingSeconds: 2 });
    expect(readConfig({ WORKER: 'off', QUEUE_POLLING_SECONDS: '5' })).toMatchObject({ worker: false, queuePollingSeconds: 5 });
    expect(readConfig({ NODE_ENV: 'test' })).toMatchObject({ worker: false, queuePollingSeconds: 1 });
    expect(() => readConfig({ WORKER: 'maybe' })).toThrow(/WORKER must be true or false/);
    expect(() => readConfig({ QUEUE_POLLING_SECONDS: '0' })).toThrow(/QUEUE_POLLING_SECONDS must be a whole number from 1 to 60/);
  });

  it('reads API_PROCESSES: one by default, a whole number up to four per core, else a clear start-up error', () => {
    expect(readConfig({}).apiProcesses).toBe(1);
    expect(readConfig({ API_PROCESSES: '2', DATABASE_URL: 'postgres://u:p@db/handyhub' }).apiProcesses).toBe(2);
    expect(readConfig({ API_PROCESSES: String(maxApiProcesses()) }).apiProcesses).toBe(maxApiProcesses());
    for (const bad of ['0', '-1', '1.5', 'two', String(maxApiProcesses() + 1)]) {
      expect(() => readConfig({ API_PROCESSES: bad })).toThrow(`API_PROCESSES must be a whole number from 1 to ${maxApiProcesses()}, got "${bad}".`);
    }
  });

  it('reads the absolute session lifetime (30 days unless SESSION_MAX_LIFETIME_DAYS says otherwise)', () => {
    expect(readConfig({}).sessionMaxLifetimeDays).toBe(30);
    expect(readConfig({ SESSION_MAX_LIFETIME_DAYS: '7' }).sessionMaxLifetimeDays).toBe(7);
    expect(() => readConfig({ SESSION_MAX_LIFETIME_DAYS: '0' })).toThrow(/SESSION_MAX_LIFETIME_DAYS must be a whole number from 1 to 365/);
  });

  it('uses cheap password hashing only under NODE_ENV=test, and is quiet there', () => {
    expect(readConfig({ NODE_ENV: 'test' })).toMatchObject({ passwordHashing: testPasswordHashing, logLevel: 'silent' });
    expect(readConfig({ NODE_ENV: 'production' }).passwordHashing).toEqual(standardPasswordHashing);
  });

  it('takes any rate limit from RATE_LIMIT_<NAME> as count/seconds, and refuses a malformed one', () => {
    const config = readConfig({ RATE_LIMIT_SLOT_SEARCH_PER_ADDRESS: '300/60', RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '3/600' });
    expect(config.rateLimits.slotSearchPerAddress).toEqual({ limit: 300, windowSeconds: 60 });
    expect(config.rateLimits.loginPerAccountAndAddress).toEqual({ limit: 3, windowSeconds: 600 });
    expect(config.rateLimits.holdPerUser).toEqual({ limit: 20, windowSeconds: 600 });
    expect(() => readConfig({ RATE_LIMIT_HOLD_PER_USER: 'lots' })).toThrow(/RATE_LIMIT_HOLD_PER_USER must be <count>\/<seconds>/);
    expect(() => readConfig({ RATE_LIMIT_HOLD_PER_USER: '0/60' })).toThrow(/RATE_LIMIT_HOLD_PER_USER/);
  });

  it('loads demo accounts only where they are wanted: never on an https site unless DEMO_DATA=on', () => {
    expect(demoDataWanted({ publicUrl: undefined, demoData: undefined })).toBe(true);
    expect(demoDataWanted({ publicUrl: 'http://localhost:3000', demoData: undefined })).toBe(true);
    expect(demoDataWanted({ publicUrl: 'https://shop.example', demoData: undefined })).toBe(false);
    expect(demoDataWanted({ publicUrl: 'https://shop.example', demoData: true })).toBe(true);
    expect(demoDataWanted({ publicUrl: 'http://localhost:3000', demoData: false })).toBe(false);
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'https://shop.example' }).demoData).toBe(false);
    expect(readConfig({ PUBLIC_URL: 'https://shop.example', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(readConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => readConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA must be true or false/);
  });

  it('reads the security settings: SECRET_KEY, the password hashing gate and the failed-login budget', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ secretKey: undefined, passwordHashGate: { concurrency: 4, queue: 16 }, loginFailureBudget: { perMinute: 300, delayMs: 1000 } });
    const secret = 'x'.repeat(40);
    expect(readConfig({ SECRET_KEY: ` ${secret} `, PASSWORD_HASH_CONCURRENCY: '2', LOGIN_FAILURES_PER_MINUTE: '50' })).toMatchObject({
      secretKey: secret,
      passwordHashGate: { concurrency: 2, queue: 8 },
      loginFailureBudget: { perMinute: 50 },
    });
    expect(() => readConfig({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY must be at least 32 characters/);
    expect(() => readConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
  });

  it('refuses settings that cannot be right', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ SEED: 'maybe' })).toThrow(/SEED must be true or false/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => readConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL must be the site's origin/);
  });
});
