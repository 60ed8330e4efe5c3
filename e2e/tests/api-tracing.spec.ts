import { expect, test } from '../support/test';
import { waitForSdk } from '../support/hold-sdk';
import { SentryReceiver } from '../support/sentry-receiver';
import { apiTracingPorts } from '../support/ports';
import { startApi, startShell } from '../support/servers';

// Reporting on in the browser AND the API, both sending to one local receiver.
const { api: API_PORT, shell: SHELL_PORT } = apiTracingPorts;
const base = `http://localhost:${SHELL_PORT}`;

test.describe('the API in the browser’s trace', () => {
  const receiver = new SentryReceiver();
  let servers: Array<{ stop(): Promise<void> }> = [];

  test.beforeAll(async ({ testClock }) => {
    test.setTimeout(120_000);
    const dsn = await receiver.start();
    // On the worker's clock, where the browser is, over a copy of the seeded database.
    const api = await startApi(API_PORT, { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e' }, { clock: await testClock.now() });
    const shell = await startShell(SHELL_PORT, { env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e', API_URL: `http://127.0.0.1:${API_PORT}` } });
    servers = [shell, api];
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver.stop();
  });

  test('a page load and the API calls it makes form one trace', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.locator('#markets').getByRole('link', { name: /berlin/i })).toBeVisible();
    await waitForSdk(page);
    await page.getByRole('link', { name: 'Terms' }).click(); // ends the page load

    const traceOf = (span: Record<string, any>) => span.trace_id ?? span.contexts?.trace?.trace_id;
    await expect.poll(() => receiver.rootSpans().filter((span) => span.op === 'pageload').length).toBeGreaterThan(0);
    const pageLoad = receiver.rootSpans().find((span) => span.op === 'pageload' && span.name === '/');
    const browserTrace = traceOf(pageLoad?.data ?? {});
    expect(browserTrace).toBeTruthy();

    await expect
      .poll(() =>
        receiver
          .rootSpans()
          .filter((span) => span.op === 'http.server' && traceOf(span.data) === browserTrace)
          .map((span) => span.name),
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/GET \/api\/markets$/)]));
  });

  test('the API reports no error for bad input or an unknown id', async ({ page }) => {
    receiver.clear();
    expect((await page.request.get(`${base}/api/markets/atlantis`)).status()).toBe(404);
    expect((await page.request.post(`${base}/api/auth/login`, { headers: { 'x-requested-with': 'handyhub', 'content-type': 'application/json' }, data: '{"email":' })).status()).toBe(400);
    // Each request's span is sent when it has ended: an error it reported was sent before.
    await expect
      .poll(() => receiver.rootSpans().filter((span) => span.op === 'http.server').map((span) => span.name))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/api\/markets\//), expect.stringMatching(/^POST \/api\/auth\/login$/)]));
    expect(receiver.errors()).toEqual([]);
  });
});
