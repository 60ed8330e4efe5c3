import { expect, test } from '../support/test';
import { errorsReportedSoFar, holdErrorReportingSdk, waitForSdk } from '../support/hold-sdk';
import { SentryReceiver } from '../support/sentry-receiver';
import { errorRoutingPorts } from '../support/ports';
import { startBrokenBooking, startShell } from '../support/servers';

// Each team's errors to its own Sentry project (BOOKING_SENTRY_DSN, …): one receiver tells the
// projects apart by the project id in the DSN. Booking is the deliberately broken build
// (e2e/fixtures/broken-booking, built with the real remotes' recipe and so with their module
// metadata); provider is down.
const { shell: SHELL_PORT, booking: BOOKING_PORT, provider: PROVIDER_PORT } = errorRoutingPorts;
const base = `http://localhost:${SHELL_PORT}`;
const project = { shell: '1', booking: '2', provider: '3' };
const messageOf = (event: Record<string, any>): string => event.exception?.values?.at(-1)?.value;

test.describe("errors go to the Sentry project of the team whose code threw them", () => {
  const receiver = new SentryReceiver();
  let servers: Array<{ stop(): Promise<void> }> = [];

  test.beforeAll(async () => {
    await receiver.start();
    const booking = await startBrokenBooking(BOOKING_PORT);
    const shell = await startShell(SHELL_PORT, {
      remotes: { booking: `http://localhost:${BOOKING_PORT}/mf-manifest.json`, provider: `http://localhost:${PROVIDER_PORT}/mf-manifest.json` },
      env: {
        SENTRY_DSN: receiver.dsn(project.shell),
        BOOKING_SENTRY_DSN: receiver.dsn(project.booking),
        PROVIDER_SENTRY_DSN: receiver.dsn(project.provider),
        SENTRY_ENVIRONMENT: 'e2e',
        SENTRY_RELEASE: 'shell@e2e',
      },
    });
    servers = [shell, booking];
  });

  test.beforeEach(() => receiver.clear());

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver.stop();
  });

  test("an error thrown in booking's code reaches booking's project with booking's release, held ones too", async ({ page }) => {
    const sdk = await holdErrorReportingSdk(page);
    await page.goto(`${base}/book-now`);
    await page.getByRole('button', { name: 'Crash' }).click(); // uncaught, in booking's click handler
    await page.evaluate(() => {
      window.history.pushState({}, '', '/my-jobs'); // a render error, caught by the shell's boundary
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' })).toBeVisible();
    await expect.poll(() => sdk.requested()).toBe(true);
    sdk.release();

    // Every booking script on the page registered its build's metadata; the shell's carry none.
    const metadata = await page.evaluate(() => Object.entries((window as { _sentryModuleMetadata?: object })._sentryModuleMetadata ?? {}));
    expect(metadata.length).toBeGreaterThan(1);
    for (const [stack, value] of metadata) {
      expect(value).toEqual({ mfe: 'booking' });
      expect(stack).toContain(`http://localhost:${BOOKING_PORT}/`);
    }

    await expect.poll(() => receiver.errors(project.booking).length).toBe(2);
    for (const event of receiver.errors(project.booking)) {
      expect(event.release).toMatch(/^booking@9\.9\.9\+/);
      expect(event.tags).toMatchObject({ mfe: 'booking', 'mfe.release': event.release });
      expect(event.extra).toMatchObject({ 'mfe.code': 'booking' });
      expect(event.environment).toBe('e2e');
    }
    expect(receiver.errors(project.booking).map(messageOf).sort()).toEqual(['Booking click handler crashed', 'Booking exploded while rendering']);
    // Each sent once, and none to the shell's project (the marker errorsReportedSoFar throws is the shell's).
    expect(await errorsReportedSoFar(page, receiver)).toHaveLength(2);
    expect(receiver.errors(project.shell).map(messageOf)).toEqual([expect.stringMatching(/^e2e marker/)]);
  });

  test("a shell error, and a remote that fails to load, reach the shell's project; traces never leave it", async ({ page }) => {
    await page.goto(`${base}/`);
    await waitForSdk(page);
    await page.evaluate(() => {
      const thrower = document.createElement('button');
      thrower.addEventListener('click', () => {
        throw new Error('Thrown in the shell');
      });
      thrower.click();
    });
    await expect.poll(() => receiver.errors(project.shell).length).toBe(1);
    await page.goto(`${base}/provider-profile/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' })).toBeVisible();

    await expect.poll(() => receiver.errors(project.shell).map(messageOf)).toHaveLength(2);
    const [shellError, loadFailure] = receiver.errors(project.shell);
    expect(shellError).toMatchObject({ release: 'shell@e2e', tags: { mfe: 'shell', 'mfe.release': 'shell@e2e' } });
    expect(messageOf(shellError!)).toBe('Thrown in the shell');
    // Reported by the shell: to its project under its release, tagged with the remote that failed.
    expect(loadFailure).toMatchObject({ release: 'shell@e2e', tags: { mfe: 'provider', 'mfe.release': 'provider@unknown', 'remote.failure': 'manifest' } });
    expect(receiver.errors(project.provider)).toEqual([]);

    await page.getByRole('link', { name: 'Terms' }).click(); // ends the page load's span
    await expect.poll(() => receiver.rootSpans().length).toBeGreaterThan(0);
    const elsewhere = receiver.envelopes.filter((envelope) => envelope.project !== project.shell);
    expect(elsewhere.flatMap((envelope) => envelope.items.map((item) => item.type)).filter((type) => type !== 'event')).toEqual([]);
  });
});
