import { expect, test } from '../support/test';
import { SentryReceiver } from '../support/sentry-receiver';
import { demo, logIn } from '../support/accounts';
import { errorsReportedSoFar } from '../support/hold-sdk';
import { remoteDownPorts } from '../support/ports';
import { startRemote, startShell } from '../support/servers';

// A shell whose booking remote lives on a port where nothing listens: booking is "down".
const { shell: SHELL_PORT, booking: BOOKING_PORT } = remoteDownPorts;

test.describe('a remote that is down', () => {
  const receiver = new SentryReceiver();
  let shell: Awaited<ReturnType<typeof startShell>>;
  let booking: Awaited<ReturnType<typeof startRemote>> | undefined;

  test.beforeAll(async () => {
    const dsn = await receiver.start();
    shell = await startShell(SHELL_PORT, {
      remotes: { booking: `http://localhost:${BOOKING_PORT}/mf-manifest.json` },
      env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e' },
    });
  });

  test.afterAll(async () => {
    await booking?.stop();
    await shell.stop();
    await receiver.stop();
  });

  test('shows a retry screen in the site layout, reports once, and the rest of the site keeps working', async ({ page }) => {
    const base = `http://localhost:${SHELL_PORT}`;
    await page.goto(`${base}/my-jobs`);
    const failure = page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
    await expect(failure).toBeVisible();
    await expect(page.locator('[data-layout="site"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // The booking flow has its own layout, but while booking is down its fallback sits in the site's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a service' }).click();
    await expect(failure).toBeVisible();
    await expect(page.locator('[data-layout="site"]')).toBeVisible();

    // Other areas are unaffected.
    await page.getByRole('link', { name: 'Handyhub home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trusted local pros/i);
    await page.goto(`${base}/market/nyc`);
    await expect(page.locator('[data-mfe="market"]')).toBeVisible();
    await page.goto(`${base}/provider-profile/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);

    await expect.poll(() => receiver.errors().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const reports = await errorsReportedSoFar(page, receiver);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ tags: { mfe: 'booking', 'remote.failure': 'manifest' }, environment: 'e2e' });
  });

  test('recovers when Retry is pressed after the remote is back', async ({ page }) => {
    await page.goto(`http://localhost:${SHELL_PORT}/login`);
    await logIn(page, demo.customer);
    await page.goto(`http://localhost:${SHELL_PORT}/my-jobs`);
    await expect(page.getByText('This part of the site is unavailable')).toBeVisible();

    booking = await startRemote('booking', BOOKING_PORT);
    await page.getByRole('button', { name: 'Retry' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(page.locator('[data-mfe="booking"]')).toBeVisible();
  });
});
