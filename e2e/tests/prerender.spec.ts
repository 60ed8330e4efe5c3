import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../support/test';
import { prerenderPorts } from '../support/ports';
import { SentryReceiver } from '../support/sentry-receiver';
import { startShell } from '../support/servers';

// The shell sends its public pages prerendered (apps/shell/src/prerender/pages.ts).
const pages = [
  { path: '/', heading: 'Trusted local pros for every job around the home' },
  { path: '/terms', heading: /terms/i },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/coming-soon', heading: 'We’re not in your area yet' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  // The same form for every emailed link: the token is read when the form is sent.
  { path: '/reset-password?token=k3Yq2bT9xW1vN8sLp0rA5dF7gH4jM6cE', heading: 'Choose a new password' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} shows its content, styled`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The stylesheets are linked in the HTML: the header is laid out as a row, not bare links.
      const display = await page.locator('header > div').evaluate((element) => getComputedStyle(element).display);
      expect(display).toBe('flex');
    });
  }

  test('an unknown address is the 404 page, with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
  });

  test("a remote's route has the site frame and the loading state, with status 200", async ({ page }) => {
    const response = await page.goto('/market/nyc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Handyhub home' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  });
});

test.describe('with JavaScript', () => {
  // The browser's own line for an answer >= 400 is not the page's (the visitor's 401 from
  // /api/auth/me is expected); missing files are caught by watching responses instead.
  const problems = (messages: ConsoleMessage[]) =>
    messages.filter((message) => (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) || /hydrat/i.test(message.text()));
  const missingFiles: string[] = [];
  test.beforeEach(({ page }) => {
    missingFiles.length = 0;
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() >= 400 && !pathname.startsWith('/api/') && response.request().resourceType() !== 'document') missingFiles.push(response.url());
    });
  });
  test.afterEach(() => expect(missingFiles).toEqual([]));

  test('the home page hydrates without any console error and becomes interactive', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    const errors: Error[] = [];
    page.on('console', (message) => messages.push(message));
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/');
    // After hydration the anonymous visitor's "Log in" link appears and the markets arrive.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#markets a').first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);
    expect(page.url()).toMatch(/\/terms$/);
    expect(problems(messages).map((message) => message.text())).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const path of ['/terms', '/login', '/forgot-password', '/reset-password?token=k3Yq2bT9xW1vN8sLp0rA5dF7gH4jM6cE', '/market/nyc', '/book-now/services', '/no/such/page']) {
    test(`${path} hydrates without any console error`, async ({ page }) => {
      const messages: ConsoleMessage[] = [];
      page.on('console', (message) => messages.push(message));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-page], [data-mfe]').first()).toBeVisible();
      expect(problems(messages).map((message) => message.text())).toEqual([]);
    });
  }
});

test.describe('a hydration mismatch', () => {
  const receiver = new SentryReceiver();
  let shell: Awaited<ReturnType<typeof startShell>>;
  const base = `http://localhost:${prerenderPorts.reportingShell}`;

  test.beforeAll(async () => {
    shell = await startShell(prerenderPorts.reportingShell, { env: { SENTRY_DSN: await receiver.start(), SENTRY_ENVIRONMENT: 'e2e' } });
  });

  test.afterAll(async () => {
    await shell.stop();
    await receiver.stop();
  });

  test('is reported, tagged with the shell', async ({ page }) => {
    // The heading's text is changed as the HTML is parsed, before the app's scripts run: React's
    // hydration then finds text it did not render. (Not with page.route: a page served from the
    // test's own response may not reach the loopback receiver.)
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const heading = document.getElementById('home-title');
        if (!heading?.firstChild) return;
        heading.firstChild.textContent = 'Tampered text';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted local pros for every job around the home');
    await expect.poll(() => receiver.errors().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const event = receiver.errors()[0];
    expect(event?.tags).toMatchObject({ mfe: 'shell' });
    expect(JSON.stringify(event?.exception)).toMatch(/hydrat|#418/i);
  });
});
