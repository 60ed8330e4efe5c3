// Run as a child process by error-reports.test.ts (Sentry's instrumentation is process-wide, so
// it stays out of the test runner): error reporting set up as instrument.ts sets it up, then a
// Fastify route that fails (500) with a card in its body and a session cookie. The envelopes go
// to SENTRY_DSN, the test's receiver.
import { flushServerErrorReports, initServerErrorReporting } from '@marketplace/error-reporting/node';

initServerErrorReporting({ dsn: process.env.SENTRY_DSN, environment: 'test', release: 'api@probe' });

async function main() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.post('/api/payments/test-mode/payment-methods', async (request) => {
    throw new Error(`The test gateway is down (${typeof request.body})`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/api/payments/test-mode/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'hh_session=probe-session-token' },
    body: JSON.stringify({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '987' }),
  });
  await response.text();
  await flushServerErrorReports(5000);
  await app.close();
  console.log(`probe answered ${response.status}`);
}

void main();
