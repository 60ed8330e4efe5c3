import { createHmac } from 'node:crypto';
import { userIdOf } from '../../test-support/job-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** Key versions (docs/notifications.md, "Unsubscribe links"): 1 = the stored key, 2 = SECRET_KEY. */
let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await userIdOf(t.db, 'customer@example.com');
});
afterAll(() => t.close());

const scope = () => ({ userId: customer, event: 'rescheduled', channel: 'email' }) as const;
const stored = () => ({ db: t.db, config: t.config });
const withSecret = (secretKey = 'a-long-and-random-secret-from-the-environment-0123456789') => ({ db: t.db, config: { ...t.config, secretKey } });

describe('unsubscribe tokens carry the version of the key that signed them', () => {
  it('without SECRET_KEY: version 1, the key stored in the database', async () => {
    const token = await unsubscribeToken(stored(), scope());
    expect(token).toMatch(/^1\.[\w-]+\.[\w-]+$/);
    expect(await verifyUnsubscribeToken(stored(), token)).toEqual(scope());
  });

  it('with SECRET_KEY: version 2, a key derived from it; version 1 links in old emails still work', async () => {
    const old = await unsubscribeToken(stored(), scope());
    const token = await unsubscribeToken(withSecret(), scope());
    expect(token).toMatch(/^2\.[\w-]+\.[\w-]+$/);
    expect(await verifyUnsubscribeToken(withSecret(), token)).toEqual(scope());
    expect(await verifyUnsubscribeToken(withSecret(), old)).toEqual(scope());
  });

  it('a version 2 token means nothing without that SECRET_KEY, or under another one', async () => {
    const token = await unsubscribeToken(withSecret(), scope());
    expect(await verifyUnsubscribeToken(stored(), token)).toBeUndefined();
    expect(await verifyUnsubscribeToken(withSecret('another-long-and-random-secret-0123456789abcdef'), token)).toBeUndefined();
  });

  it('the version is signed too: relabelling a token does not move it to another key', async () => {
    const token = await unsubscribeToken(withSecret(), scope());
    expect(await verifyUnsubscribeToken(withSecret(), token.replace(/^2\./, '1.'))).toBeUndefined();
    expect(await verifyUnsubscribeToken(withSecret(), token.replace(/^2\./, '3.'))).toBeUndefined();
  });

  it('links from before versions (claims.signature by the stored key) still work', async () => {
    const { value } = await t.db.selectFrom('app_secrets').select('value').where('name', '=', 'unsubscribe_signing_key').executeTakeFirstOrThrow();
    const claims = Buffer.from(JSON.stringify({ u: customer, e: 'rescheduled', c: 'email' })).toString('base64url');
    const legacy = `${claims}.${createHmac('sha256', Buffer.from(value, 'utf8')).update(claims).digest('base64url')}`;
    expect(await verifyUnsubscribeToken(withSecret(), legacy)).toEqual(scope());
  });
});
