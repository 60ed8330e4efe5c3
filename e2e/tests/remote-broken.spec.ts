import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../support/test';
import { SentryReceiver } from '../support/sentry-receiver';
import { errorsReportedSoFar, holdErrorReportingSdk } from '../support/hold-sdk';
import { remoteBrokenPorts } from '../support/ports';
import { startBrokenBooking, startShell } from '../support/servers';

// A shell whose booking remote is a deliberately broken build (e2e/fixtures/broken-booking).
const { shell: SHELL_PORT, booking: BOOKING_PORT } = remoteBrokenPorts;
const base = `http://localhost:${SHELL_PORT}`;

test.describe('a remote that breaks', () => {
  const receiver = new SentryReceiver();
  let servers: Array<{ stop(): Promise<void> }> = [];

  test.beforeAll(async () => {
    const dsn = await receiver.start();
    const booking = await startBrokenBooking(BOOKING_PORT);
    const shell = await startShell(SHELL_PORT, {
      remotes: { booking: `http://localhost:${BOOKING_PORT}/mf-manifest.json` },
      env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e' },
    });
    servers = [shell, booking];
  });

  test.beforeEach(() => receiver.clear());

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver.stop();
  });

  test('a render error is caught in the layout, logged, and reported with the remote tag and release', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${base}/my-jobs`);

    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('Booking exploded while rendering');

    await expect.poll(() => receiver.errors().length).toBe(1);
    const [event] = receiver.errors();
    expect(event?.exception.values[0].value).toBe('Booking exploded while rendering');
    expect(event?.tags).toMatchObject({ mfe: 'booking', 'remote.failure': 'render' });
    expect(event?.release).toMatch(/^booking@9\.9\.9\+/);

    await page.getByRole('link', { name: 'Handyhub home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trusted local pros/i);
  });

  test('an uncaught error in remote code is credited to that remote by its stack', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${base}/book-now`);
    await page.getByRole('button', { name: 'Crash' }).click();

    await expect.poll(() => receiver.errors().length).toBe(1);
    const [event] = receiver.errors();
    expect(event?.exception.values[0].value).toBe('Booking click handler crashed');
    expect(event?.tags).toMatchObject({ mfe: 'booking' });
    expect(event?.release).toMatch(/^booking@9\.9\.9\+/);
    const frames: Array<{ filename: string }> = event?.exception.values[0].stacktrace.frames ?? [];
    expect(frames.at(-1)?.filename).toContain(`localhost:${BOOKING_PORT}`);
    expect(consoleErrors.join('\n')).toContain('Booking click handler crashed');
  });

  test('errors of a remote loaded before the SDK started are held, then sent once with the remote tag and release', async ({ page }) => {
    const sdk = await holdErrorReportingSdk(page);
    await page.goto(`${base}/book-now`);
    await page.getByRole('button', { name: 'Crash' }).click(); // an uncaught error in remote code
    await page.evaluate(() => {
      window.history.pushState({}, '', '/my-jobs'); // a render error, caught by the remote's boundary
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' })).toBeVisible();
    await expect.poll(() => sdk.requested()).toBe(true); // asked for after first paint, held by the test
    expect(receiver.errors()).toHaveLength(0);

    sdk.release();
    await expect.poll(() => receiver.errors().length).toBe(2);
    expect(await errorsReportedSoFar(page, receiver)).toHaveLength(2); // and no more: each error is sent once
    const byMessage = Object.fromEntries(receiver.errors().map((event) => [event.exception.values[0].value, event]));
    const crash = byMessage['Booking click handler crashed'];
    expect(crash?.exception.values[0].mechanism).toMatchObject({ handled: false });
    expect(crash?.tags).toMatchObject({ mfe: 'booking' });
    expect(crash?.release).toMatch(/^booking@9\.9\.9\+/);
    const render = byMessage['Booking exploded while rendering'];
    expect(render?.tags).toMatchObject({ mfe: 'booking', 'remote.failure': 'render' });
    expect(render?.release).toMatch(/^booking@9\.9\.9\+/);
  });

  test('a resource the remote says does not exist shows the 404 screen and reports nothing', async ({ page }) => {
    await page.goto(`${base}/job/does-not-exist`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
    expect(await errorsReportedSoFar(page, receiver)).toHaveLength(0);
  });
});
