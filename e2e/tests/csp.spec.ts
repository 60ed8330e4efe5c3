import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, logIn } from '../support/accounts';
import { cspPorts, remoteOrigin } from '../support/ports';
import { SentryReceiver } from '../support/sentry-receiver';
import { waitForSdk } from '../support/hold-sdk';
import { startShell } from '../support/servers';

/** Every Content-Security-Policy refusal on the page, as the page sees it and as Chromium logs it. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.violatedDirective} ${event.blockedURI} ${where}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) refusals.push(`console: ${message.text()}`);
  });
  return refusals;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the Content-Security-Policy', () => {
  test('lets the shell and every remote work: home, the booking steps, a market, a provider profile', async ({ page }) => {
    const refusals = await watchPolicy(page);
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain(`script-src 'self' ${remoteOrigin('booking')}`);
    await expect(heading(page)).toHaveText(/trusted local pros/i);

    await page.getByRole('link', { name: 'Book now' }).first().click();
    await expect(heading(page)).toHaveText('Choose your services');
    await page.getByLabel('City').selectOption({ label: 'New York City' });
    await page.getByLabel('Home cleaning').fill('2');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(heading(page)).toHaveText('Where is the job?');
    await page.getByLabel('Street and number').fill('350 Fifth Avenue');
    await page.getByRole('textbox', { name: 'City' }).fill('New York');
    await page.getByLabel('Postal code').fill('10001');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(heading(page)).toHaveText('Tell us about the job');
    await page.getByRole('textbox', { name: 'Describe the job' }).click();
    await page.keyboard.type('Under the policy.');

    await page.goto('/market/nyc');
    await expect(heading(page)).toHaveText(/new york city/i);
    const { providers } = await (await page.request.get('/api/markets/nyc/providers')).json();
    await page.goto(`/provider-profile/${providers[0].id}`);
    await expect(page.locator('[data-mfe="provider"]')).toBeVisible();
    // The picture comes from the API (img-src 'self'); Radix shows it only once it has loaded.
    await expect(page.locator('[data-mfe="provider"] img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refusals).toEqual([]);
  });

  test('lets dialogs of the shell and of the booking remote lock scrolling (an injected style with the nonce)', async ({ page }) => {
    const refusals = await watchPolicy(page);
    await logIn(page, demo.customer);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change your password' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');

    await page.goto('/my-jobs');
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a new time' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    expect(refusals).toEqual([]);

    await page.goto('/component-playground');
    await page.getByRole('button', { name: 'Rename address' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename address' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The playground's rich-text section sanitizes hostile markup on purpose. Parsing it, even in
    // DOMPurify's inert document, makes Chromium refuse (and report) its two inline handlers, which
    // never run; that is the policy working. Nothing else on the page may be refused.
    const handlerRefusals = (text: string) => /^script-src-attr inline /.test(text) || /console: Executing inline event handler/.test(text);
    expect(refusals.filter((text) => !handlerRefusals(text))).toEqual([]);
  });

  test('refuses a script injected into the page, and an inline event handler', async ({ page }) => {
    const refusals = await watchPolicy(page);
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    const ran = await page.evaluate(async () => {
      // The browser's refusal of each is the sign it decided: a refused script never runs later.
      const refused = new Set<string>();
      const bothRefused = new Promise<void>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.add(event.effectiveDirective);
          if (refused.has('script-src-elem') && refused.has('script-src-attr')) resolve();
        });
      });
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      const image = document.createElement('div');
      image.innerHTML = '<img src="data:," onerror="window.injectedHandlerRan = true">';
      document.body.append(image);
      await bothRefused;
      const flags = window as unknown as { injectedScriptRan?: boolean; injectedHandlerRan?: boolean };
      return { script: flags.injectedScriptRan ?? false, handler: flags.injectedHandlerRan ?? false };
    });
    expect(ran).toEqual({ script: false, handler: false });
    await expect
      .poll(() => refusals.filter((text) => !text.startsWith('console:')))
      .toEqual([expect.stringMatching(/^script-src-elem inline /), expect.stringMatching(/^script-src-attr inline /)]);
  });
});

test.describe('the Content-Security-Policy with error reporting on', () => {
  const receiver = new SentryReceiver();
  let shell: Awaited<ReturnType<typeof startShell>>;
  const base = `http://localhost:${cspPorts.reportingShell}`;

  test.beforeAll(async () => {
    shell = await startShell(cspPorts.reportingShell, { env: { SENTRY_DSN: await receiver.start(), SENTRY_ENVIRONMENT: 'e2e' } });
  });

  test.afterAll(async () => {
    await shell.stop();
    await receiver.stop();
  });

  test('lets traces, errors and a session replay (with its blob: worker) reach the DSN', async ({ page }) => {
    const refusals = await watchPolicy(page);
    // Every sampling decision comes out "yes", so this visit records a replay.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await page.goto(`${base}/market/nyc`);
    await expect(heading(page)).toHaveText(/new york city/i);
    await waitForSdk(page);
    await expect.poll(() => receiver.items('replay_recording').length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => receiver.rootSpans().map((span) => span.name)).toContain('/market/:id');
    expect(refusals).toEqual([]);
  });
});
