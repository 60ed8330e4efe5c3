import { Readable, Writable } from 'node:stream';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { runCreateAdmin } from './create-admin-command';

/** The first admin of a real site (docs/accounts.md), run as the command runs, with a piped password. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

async function run(args: string[], stdin = '') {
  const stdout = sink();
  const stderr = sink();
  let closed = false;
  const code = await runCreateAdmin(args, { stdin: Readable.from([stdin]), stdout: stdout.stream, stderr: stderr.stream }, async () => ({
    db: t.db,
    config: t.config,
    now: t.clock.now,
    close: async () => {
      closed = true;
    },
  }));
  return { code, out: stdout.text(), err: stderr.text(), closed };
}

const account = (email: string) => t.db.selectFrom('users').select(['roles', 'email_verified_at', 'name']).where('email', '=', email).executeTakeFirst();

describe('create-admin', () => {
  it('creates an admin with a verified email from a piped password, who can log in', async () => {
    const result = await run(['--email', 'Owner@Shop.example', '--name', 'Olga Owner'], 'violet-cactus-harbor-lamp\n');
    expect(result).toMatchObject({ code: 0, err: '', closed: true });
    expect(result.out).toMatch(/^Created the admin account owner@shop\.example/);
    expect(await account('owner@shop.example')).toEqual({ roles: ['admin'], email_verified_at: expect.any(Date), name: 'Olga Owner' });
    const response = await login(t.app, 'owner@shop.example', 'violet-cactus-harbor-lamp');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.roles).toEqual(['admin']);
  });

  it('refuses a short or guessable password, with the sign-up rule’s words, and creates nothing', async () => {
    const short = await run(['--email', 'weak@shop.example'], 'tooshort\n');
    expect(short).toMatchObject({ code: 1, out: '', err: 'No admin was created: Use at least 12 characters\n' });
    const guessable = await run(['--email', 'weak@shop.example'], 'password1234\n');
    expect(guessable.code).toBe(1);
    expect(guessable.err).toMatch(/^No admin was created: This is similar to a commonly used password/);
    const empty = await run(['--email', 'weak@shop.example'], '');
    expect(empty.code).toBe(1);
    expect(await account('weak@shop.example')).toBeUndefined();
  });

  it('makes an existing account an admin without touching its password, and says so', async () => {
    const result = await run(['--email', 'customer@example.com'], 'ignored-because-not-asked\n');
    expect(result.code).toBe(0);
    expect(result.out).toBe('customer@example.com already had an account: it is now an admin too. Its password is unchanged.\n');
    expect((await account('customer@example.com'))!.roles).toEqual(['customer', 'admin']);
    expect((await login(t.app, 'customer@example.com')).statusCode).toBe(200);
    expect((await run(['--email', 'customer@example.com'])).out).toBe('customer@example.com is already an admin: nothing changed.\n');
  });

  it('explains wrong usage without opening the database (exit code 2)', async () => {
    expect(await run([])).toMatchObject({ code: 2, closed: false, err: expect.stringMatching(/^Give the admin's email with --email\.\nUsage:/) });
    expect(await run(['--email', 'not-an-email'])).toMatchObject({ code: 2, err: expect.stringMatching(/^Enter a valid email address/) });
    expect(await run(['--mail', 'x@example.com'])).toMatchObject({ code: 2, err: expect.stringMatching(/Unknown option '--mail'/) });
  });
});
