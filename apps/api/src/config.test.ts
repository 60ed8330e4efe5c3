import path from 'node:path';
import { readConfig, standardPasswordHashing, testPasswordHashing } from './config';

describe('readConfig', () => {
  it('has the operations contract defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3100, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info', seed: true, sessionTtlDays: 14, publicUrl: undefined });
    expect(config.trustProxy).toEqual({ kind: 'addresses', addresses: ['loopback'] });
    expect(config.dataDir).toBe(path.join(path.resolve(__dirname, '../../..'), '.data'));
    expect(config.loginLimits).toEqual({ maxFailuresPerAccount: 5, maxFailuresPerAddress: 30, windowMinutes: 15 });
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

  it('uses cheap password hashing only under NODE_ENV=test, and is quiet there', () => {
    expect(readConfig({ NODE_ENV: 'test' })).toMatchObject({ passwordHashing: testPasswordHashing, logLevel: 'silent' });
    expect(readConfig({ NODE_ENV: 'production' }).passwordHashing).toEqual(standardPasswordHashing);
  });

  it('refuses settings that cannot be right', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => readConfig({ SEED: 'maybe' })).toThrow(/SEED must be true or false/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => readConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL must be the site's origin/);
  });
});
