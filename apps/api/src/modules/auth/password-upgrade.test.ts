import { createTestApp, createUser, login, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `handyhub-demo` as the API stored it before argon2id: scrypt at its production cost. */
const STORED_SCRYPT =
  '$scrypt$ln=15,r=8,p=1$8TMdXU9VCzapaj7u1AjrVQ==$Q0sdikO4WepO2hDgPY+ofBPelbvqUVja1uurRQ6deSUsKKIgONFPP5g5OZhC2dXRRbQjZpAET2gdPRqCjeyA5w==';

const storedHash = async (email: string) => (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

describe('an account whose password was stored with scrypt', () => {
  it('logs in, and its hash is replaced by argon2id at that login', async () => {
    await createUser(t.db, { email: 'since-2025@example.com', roles: ['customer'] });
    await t.db.updateTable('users').set({ password_hash: STORED_SCRYPT }).where('email', '=', 'since-2025@example.com').execute();

    expect((await login(t.app, 'since-2025@example.com', 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash('since-2025@example.com')).toBe(STORED_SCRYPT);

    expect((await login(t.app, 'since-2025@example.com', 'handyhub-demo')).statusCode).toBe(200);
    expect(await storedHash('since-2025@example.com')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect((await login(t.app, 'since-2025@example.com', 'handyhub-demo')).statusCode).toBe(200);
  });
});
