import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * What a failing card request puts in an error report, with the real Sentry SDK set up as the
 * API sets it up (packages/error-reporting/src/node) and a real envelope receiver. Without the
 * setup's care, the event's `request.data` held the card number and the CVC.
 */
const apiRoot = path.resolve(__dirname, '..');

function runProbe(dsn: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/test-support/sentry-body-probe.ts'], {
      cwd: apiRoot,
      env: { ...process.env, SENTRY_DSN: dsn, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`probe exited ${code}: ${output}`))));
  });
}

it('reports a 500 on the card route without the card number, the CVC or the session cookie', async () => {
  const envelopes: string[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = receiver.address() as AddressInfo;
    expect(await runProbe(`http://public@127.0.0.1:${port}/1`)).toContain('probe answered 500');
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
  const events = envelopes.filter((envelope) => envelope.includes('"type":"event"'));
  expect(events).toHaveLength(1);
  const event = events[0]!;
  expect(event).toContain('The test gateway is down');
  expect(event).toContain('/api/payments/test-mode/payment-methods');
  const everything = envelopes.join('\n');
  expect(everything).not.toMatch(/4242|"987"|\\"cvc\\"|probe-session-token/);
  expect(event).not.toContain('"data":');
}, 60_000);
