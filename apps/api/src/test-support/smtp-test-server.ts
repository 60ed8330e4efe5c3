import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from './wait-until';

/**
 * A real SMTP server in the test process (smtp-server + mailparser on 127.0.0.1). `mode` says
 * what the next message gets once its DATA is in: accepted (parsed into `received`), refused
 * with `rejectCode`, or held: never answered, as a server still busy would (`held` counts them).
 */
export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  mode: 'accept' | 'reject' | 'hold';
  rejectCode: number;
  held: number;
  /** Hold every message once this many were accepted (null: never), e.g. to catch a worker mid-delivery. */
  holdAfter: number | null;
  /** Resolves once `count` messages were accepted (or rejects after `timeoutMs`). */
  waitForReceived(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    mode: 'accept',
    rejectCode: 451,
    held: 0,
    holdAfter: null,
    waitForReceived: (count, timeoutMs = 20_000) =>
      waitUntil(() => `the SMTP server accepted ${count} messages (it has ${state.received.length})`, () => state.received.length >= count, { timeoutMs, everyMs: 50 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Its built-in certificate has expired (TOOLCHAIN.md): plain SMTP on loopback.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    closeTimeout: 200,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.mode === 'hold' || (state.holdAfter !== null && state.received.length >= state.holdAfter)) {
          state.held += 1;
          return;
        }
        if (state.mode === 'reject') {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: state.rejectCode }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            state.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

/** How often each Message-ID arrived. */
export function countByMessageId(received: ParsedMail[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const mail of received) counts[mail.messageId ?? '?'] = (counts[mail.messageId ?? '?'] ?? 0) + 1;
  return counts;
}
