import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, signIn } from '../support/accounts';

/**
 * The shell provides trimmed shared modules (subsets of React Router, the Sentry SDK and TanStack
 * Query, schemas without the rest of contracts, the API client and the session apart from their
 * screens; see packages/build-config/src/shared-entries and docs/architecture.md). A remote
 * that needed an export the host left out would break only at run time, so each remote's first
 * visit is made here against the real shell, watching the console and the share scope.
 */
const visits = [
  { remote: 'booking', path: '/book-now/services', heading: /services/i },
  { remote: 'market', path: '/market/nyc', heading: /new york/i },
  { remote: 'provider', path: '/provider', heading: /.+/, account: demo.provider },
  { remote: 'market', path: '/market/nyc/dashboard', heading: /.+/, account: demo.manager },
] as const;

/** What must never be printed: federation's share-scope failures or an export the host lacked. */
const federationFailure = /RUNTIME-\d+|shared module|share ?scope|missing export|is not a function|is not exported|undefined/i;

for (const visit of visits) {
  test(`${visit.remote} at ${visit.path}${'account' in visit ? ' (logged in)' : ''} runs on the host's shared modules without an error`, async ({ page }) => {
    const problems = watchForProblems(page);
    if ('account' in visit) await signIn(page, visit.account);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first visit, as a visitor makes it: the remote is loaded into the running shell.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, visit.path);

    const area = page.locator(`[data-mfe="${visit.remote}"]`);
    await expect(area).toBeVisible();
    await expect(area.getByRole('heading', { name: visit.heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: /went wrong|unavailable/i })).toHaveCount(0);

    const fromRemote = await sharedModulesNotFromShell(page);
    expect(fromRemote, 'shared modules the host provides but the remote loaded from its own build').toEqual([]);
    expect(problems.filter((line) => federationFailure.test(line))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

/**
 * Console errors, uncaught page errors and scripts that failed to load, as text. The browser's
 * own line for an API answer of 401/404 (an anonymous session check, an empty lookup) is not a
 * fault of the page; the request itself is checked instead when it is a script.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') problems.push(`failed: ${request.url()}`);
  });
  return problems;
}

/**
 * Shared modules the shell provides but a remote runs from its own copy: each one would be a
 * second copy on the page (or the remote refusing the shell's trimmed one). The shell's entries
 * carry `providedBy: 'shell'` (packages/build-config, shared-entries/host-provides.mjs); modules
 * the shell does not provide are provided by the first remote that needs them, which is fine.
 */
function sharedModulesNotFromShell(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Entry = { loaded?: boolean; providedBy?: string };
    type Instance = { name: string; options: { shared: Record<string, unknown> }; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    if (!shell) return ['(no federation instance of the shell)'];
    const scope = shell.shareScopeMap.default ?? {};
    return Object.keys(shell.options.shared).filter((key) => Object.values(scope[key] ?? {}).some((entry) => entry.loaded && entry.providedBy !== 'shell'));
  });
}
