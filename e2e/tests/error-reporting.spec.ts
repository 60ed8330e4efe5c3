import { expect, test } from '@playwright/test';
import { SentryReceiver } from '../support/sentry-receiver';
import { startShell } from '../support/servers';

// A shell with reporting on (real remotes), sending to a local envelope receiver.
const SHELL_PORT = 4030;
const base = `http://localhost:${SHELL_PORT}`;

test.describe('error reporting', () => {
  const receiver = new SentryReceiver();
  let shell: Awaited<ReturnType<typeof startShell>>;

  test.beforeAll(async () => {
    const dsn = await receiver.start();
    shell = await startShell(SHELL_PORT, { env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e', SENTRY_RELEASE: 'shell@e2e' } });
  });

  test.beforeEach(() => receiver.clear());

  test.afterAll(async () => {
    await shell.stop();
    await receiver.stop();
  });

  test('an unknown address shows the 404 screen and sends no error', async ({ page }) => {
    await page.goto(`${base}/this/does/not/exist`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
    await page.waitForTimeout(1500);
    expect(receiver.errors()).toEqual([]);
  });

  // A market id that names nothing, malformed or unknown, is the shared 404 path: not an error.
  for (const path of ['/market/no-such-market', '/market/NOT%20valid!!']) {
    test(`${path} shows the 404 screen and sends no error`, async ({ page }) => {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.waitForTimeout(1500);
      expect(receiver.errors()).toEqual([]);
    });
  }

  test('page loads and navigations are traced under their route patterns', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${base}/market/nyc`);
    await expect(page.locator('[data-mfe="market"]')).toBeVisible();
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
    const { providers } = await (await page.request.get(`${base}/api/markets/nyc/providers`)).json();
    await page.goto(`${base}/provider-profile/${providers[0].id}`);
    await expect(page.locator('[data-mfe="provider"]')).toBeVisible();
    await page.getByRole('link', { name: 'Privacy policy' }).click(); // ends that page load

    await expect
      .poll(() => receiver.rootSpans().map((span) => `${span.op} ${span.name}`))
      .toEqual(
        expect.arrayContaining([
          'pageload /',
          'pageload /market/:id',
          'navigation /terms',
          'pageload /provider-profile/:providerUuid',
          'navigation /privacy-policy',
        ]),
      );
    expect(receiver.rootSpans().map((span) => span.name)).not.toContain('/market/nyc');
  });

  test('tracing headers go to this origin only', async ({ page }) => {
    const traced: Array<{ url: string; traced: boolean }> = [];
    page.on('request', (request) => {
      const headers = request.headers(); // as the page set them: what tracing adds is among them
      traced.push({ url: request.url(), traced: 'sentry-trace' in headers || 'baggage' in headers });
    });
    await page.goto(`${base}/coming-soon`);
    await page.getByLabel('Postal code').fill('M5V 3L9');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.goto(`${base}/market/nyc`);
    await expect(page.locator('[data-mfe="market"]')).toBeVisible();

    const sameOriginApi = traced.filter((entry) => entry.url.startsWith(`${base}/api/`));
    expect(sameOriginApi.length).toBeGreaterThan(0);
    expect(sameOriginApi.every((entry) => entry.traced)).toBe(true);
    const crossOrigin = traced.filter((entry) => !entry.url.startsWith(base));
    expect(crossOrigin.some((entry) => entry.url.includes('mf-manifest.json'))).toBe(true);
    expect(crossOrigin.filter((entry) => entry.traced)).toEqual([]);
  });

  test('session replay is fetched after the page is up, not with it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${base}/`);
    await expect.poll(() => scripts.some((url) => url.includes('sentry-replay'))).toBe(true);
    const html = await (await page.request.get(`${base}/`)).text();
    expect(html).not.toContain('sentry-replay');
  });
});

test('with no DSN nothing is sent and the site works', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/envelope/') || request.url().includes('sentry-replay')) sent.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trusted local pros/i);
  await page.goto('/this/is/missing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});
