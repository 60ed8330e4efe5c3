import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailSchema, personNameSchema } from '@marketplace/contracts';
import { AppError } from '../http/app-error';
import { type AdminOutcome, type AdminStore, createAdmin } from '../modules/auth';
import { readPassword } from './read-password';
import { englishIssueMessage } from '@marketplace/contracts/messages';

export interface CommandIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const usage = 'Usage: pnpm --filter api create-admin --email <address> [--name "<full name>"]\n' +
  'The password is typed (not shown) or read from standard input when piped. Same database settings as the API (DATABASE_URL, DATA_DIR).';

function said(outcome: AdminOutcome, email: string): string {
  if (outcome.kind === 'created') return `Created the admin account ${email} (email counted as verified). Log in at /login.`;
  if (outcome.kind === 'promoted') return `${email} already had an account: it is now an admin too. Its password is unchanged.`;
  return `${email} is already an admin: nothing changed.`;
}

/** An AppError's field errors in words, else the error's message. */
function problemOf(error: unknown): string {
  if (error instanceof AppError && error.details.fieldErrors) return Object.values(error.details.fieldErrors).flat().join(' ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * `create-admin`: the first admin of a real site, which has no demo accounts (docs/accounts.md).
 * Answers the exit code: 0 done, 1 refused or failed (with the reason on stderr), 2 wrong usage.
 */
export async function runCreateAdmin(argv: string[], io: CommandIo, openStore: () => Promise<AdminStore & { close(): Promise<void> }>): Promise<number> {
  let options: { email?: string | undefined; name?: string | undefined; help?: boolean | undefined };
  try {
    options = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    io.stderr.write(`${problemOf(error)}\n${usage}\n`);
    return 2;
  }
  if (options.help) {
    io.stdout.write(`${usage}\n`);
    return 0;
  }
  const email = emailSchema.safeParse(options.email ?? '');
  const name = personNameSchema.safeParse(options.name ?? 'Administrator');
  if (!options.email || !email.success || !name.success) {
    const problem = !options.email ? 'Give the admin\'s email with --email.' : englishIssueMessage((email.error ?? name.error)!.issues[0]!.message);
    io.stderr.write(`${problem}\n${usage}\n`);
    return 2;
  }
  const store = await openStore();
  try {
    const outcome = await createAdmin(store, { email: email.data, name: name.data, password: () => readPassword(io.stdin, io.stdout) });
    io.stdout.write(`${said(outcome, email.data)}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`No admin was created: ${problemOf(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
