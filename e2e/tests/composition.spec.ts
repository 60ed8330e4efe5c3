import { expect, test } from '../support/test';
import { remoteOrigin } from '../support/ports';
import { demo, signIn } from '../support/accounts';
import { countReactRenderers, reactRendererVersions } from '../support/react-copies';

const remotes = ['booking', 'provider', 'market'] as const;

test('one React, one router and one copy of each shared module after visiting every remote', async ({ page }) => {
  await countReactRenderers(page);
  await signIn(page, demo.provider); // may see /my-jobs and /provider
  await page.goto('/');
  for (const path of ['/my-jobs', '/provider', '/market/nyc', '/book-now/services']) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('[data-mfe]')).toHaveCount(1);
  }
  expect(await reactRendererVersions(page)).toEqual(['19.3.1']);

  // One entry per version in the share scope; a loaded one is a copy on the page. The shell's
  // own entries say `providedBy: 'shell'` (packages/build-config, shared-entries/host-provides.mjs).
  const loadedShared = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { loaded?: boolean; providedBy?: string }>>>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) copies[name] = [...new Set([...(copies[name] ?? []), `${version} from ${entry.providedBy ?? 'a remote'}`])];
        }
      }
    }
    return copies;
  });
  // What the remotes use of the shell's singletons is the shell's own copy, the one it renders with.
  for (const name of ['react', 'react/jsx-runtime', 'react-router-dom', 'react-intl', '@marketplace/error-reporting', '@marketplace/api-client', '@marketplace/session']) {
    expect(loadedShared[name], `${name} is the shell's copy, loaded once`).toEqual([expect.stringMatching(/ from shell$/)]);
  }
  // And every other shared module that was loaded at all (shared-ui's components, the session's
  // and the account screens' entries…): one copy each.
  expect(Object.entries(loadedShared).filter(([, copies]) => copies.length !== 1)).toEqual([]);
  // This site runs with reporting off: the SDK, loaded after first paint when on, is never fetched.
  expect(loadedShared['@sentry/react']).toBeUndefined();
});

test('a remote is fetched only when one of its routes is first visited', async ({ page }) => {
  const contacted = new Set<string>();
  page.on('request', (request) => {
    for (const remote of remotes) if (request.url().startsWith(remoteOrigin(remote))) contacted.add(remote);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...contacted]).toEqual([]);

  await page.getByRole('navigation', { name: 'Legal and help' }).getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
  expect([...contacted]).toEqual([]);

  await page.goto('/market/nyc');
  await expect(page.locator('[data-mfe="market"]')).toBeVisible();
  expect([...contacted]).toEqual(['market']);
});

test('pointing at a link to a remote starts loading it before the click', async ({ page }) => {
  const contacted = new Set<string>();
  page.on('request', (request) => {
    for (const remote of remotes) if (request.url().startsWith(remoteOrigin(remote))) contacted.add(remote);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(contacted.size).toBe(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For providers' }).hover();
  await expect.poll(() => [...contacted]).toEqual(['provider']);
});

test('the federation runtime is not part of a shell page: it comes once the visitor engages, before any remote', async ({ page }) => {
  const runtime: string[] = [];
  const remote: string[] = [];
  page.on('request', (request) => {
    if (/\/federation(-runtime)?\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) runtime.push(request.url());
    if (remotes.some((name) => request.url().startsWith(remoteOrigin(name)))) remote.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(runtime).toEqual([]);

  // A mouse moving over the page, nowhere near a link (docs/architecture.md).
  await page.mouse.move(5, 400);
  await page.mouse.move(8, 420);
  await expect.poll(() => runtime.length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(remote).toEqual([]);
});

test('remote entry points are revalidated, hashed chunks cached, and both served with CORS', async ({ page, request, baseURL }) => {
  const manifest = await request.get(`${remoteOrigin('booking')}/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get(`${remoteOrigin('booking')}/remoteEntry.js`, { headers: { Origin: baseURL! } });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');

  const chunkUrls: string[] = [];
  const fetchModes: Array<Promise<string>> = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin('booking')) && request.resourceType() === 'script') {
      fetchModes.push(request.allHeaders().then((headers) => headers['sec-fetch-mode'] ?? 'none'));
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(remoteOrigin('booking')) && /\.[0-9a-f]{10}\.js$/.test(response.url())) chunkUrls.push(response.url());
  });
  await page.goto('/book-now/services');
  await expect(page.locator('[data-mfe="booking"]')).toBeVisible();
  expect(chunkUrls.length).toBeGreaterThan(0);
  const chunk = await request.get(chunkUrls[0] as string);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // crossorigin="anonymous" makes every remote script a CORS request, so its errors keep their stack.
  expect([...new Set(await Promise.all(fetchModes))]).toEqual(['cors']);
});
