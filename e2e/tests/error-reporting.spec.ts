import { expect, test } from '../support/test';
import { errorsReportedSoFar, holdErrorReportingSdk, waitForSdk } from '../support/hold-sdk';
import { SentryReceiver } from '../support/sentry-receiver';
import { errorReportingPorts } from '../support/ports';
import { startShell } from '../support/servers';

// A shell with reporting on (real remotes), sending to a local envelope receiver.
const SHELL_PORT = errorReportingPorts.shell;
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
    expect(await errorsReportedSoFar(page, receiver)).toEqual([]);
  });

  // A market id that names nothing, malformed or unknown, is the shared 404 path: not an error.
  for (const path of ['/market/no-such-market', '/market/NOT%20valid!!']) {
    test(`${path} shows the 404 screen and sends no error`, async ({ page }) => {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await errorsReportedSoFar(page, receiver)).toEqual([]);
    });
  }

  test('page loads and navigations are traced under their route patterns', async ({ page }) => {
    const rootSpans = () => receiver.rootSpans().map((span) => `${span.op} ${span.name}`);
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForSdk(page);
    await page.goto(`${base}/market/nyc`);
    await expect(page.locator('[data-mfe="market"]')).toBeVisible();
    await waitForSdk(page);
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
    // A navigation's span ends once the page has been idle a moment: leaving sooner would drop it.
    await expect.poll(rootSpans).toContain('navigation /terms');
    const { providers } = await (await page.request.get(`${base}/api/markets/nyc/providers`)).json();
    await page.goto(`${base}/provider-profile/${providers[0].id}`);
    await expect(page.locator('[data-mfe="provider"]')).toBeVisible();
    await waitForSdk(page);
    await page.getByRole('link', { name: 'Privacy policy' }).click(); // ends that page load

    await expect
      .poll(rootSpans)
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

  test('the SDK is fetched after first paint, and an error thrown before it started is sent once it has, with its tag', async ({ page }) => {
    const sdk = await holdErrorReportingSdk(page);
    await page.goto(`${base}/market/nyc`);
    await expect(page.locator('[data-mfe="market"]')).toBeVisible(); // a remote loaded before the SDK
    await page.waitForLoadState('networkidle');
    expect(sdk.requested()).toBe(false); // not with the page: nobody has engaged with it yet
    await page.mouse.move(40, 40);
    await expect.poll(() => sdk.requested()).toBe(true);

    // Uncaught, from an event listener (the test clock's timers catch what their callbacks throw).
    // Once it is thrown, with the SDK held, nothing can have sent it.
    await page.evaluate(() => {
      const thrower = document.createElement('button');
      thrower.addEventListener('click', () => {
        throw new Error('Thrown before reporting started');
      });
      thrower.click();
    });
    expect(receiver.errors()).toEqual([]);

    sdk.release();
    await expect.poll(() => receiver.errors().length).toBe(1);
    expect(await errorsReportedSoFar(page, receiver)).toHaveLength(1); // sent once, not again by the SDK's own handlers
    const [event] = receiver.errors();
    expect(event?.exception.values[0].value).toBe('Thrown before reporting started');
    expect(event?.tags).toMatchObject({ mfe: 'shell', 'mfe.release': 'shell@e2e' });
    expect(event?.environment).toBe('e2e');
    // It was asked for after the first paint (its timing entry exists now that it has arrived).
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      sdk: performance.getEntriesByType('resource').find((entry) => /\/sentry\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? -1,
    }));
    expect(order.sdk).toBeGreaterThan(order.paint);
    // The page load is still traced under its route pattern, though the SDK came late.
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect.poll(() => receiver.rootSpans().map((span) => `${span.op} ${span.name}`)).toContain('pageload /market/:id');
  });

  test('tracing headers go to this origin only', async ({ page }) => {
    await page.goto(`${base}/coming-soon`);
    // Requests made before the SDK started (it loads after first paint) carry no headers.
    await waitForSdk(page);
    const traced: Array<{ url: string; traced: boolean }> = [];
    page.on('request', (request) => {
      if (!['fetch', 'xhr'].includes(request.resourceType())) return; // images are not traced
      const headers = request.headers(); // as the page set them: what tracing adds is among them
      traced.push({ url: request.url(), traced: 'sentry-trace' in headers || 'baggage' in headers });
    });
    await page.getByLabel('Postal code').fill('M5V 3L9');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/market/nyc'); // the remote's manifest is fetched now
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-mfe="market"]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sameOriginApi = traced.filter((entry) => entry.url.startsWith(`${base}/api/`));
    expect(sameOriginApi.length).toBeGreaterThan(0);
    expect(sameOriginApi.filter((entry) => !entry.traced)).toEqual([]);
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
    await waitForSdk(page);
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
