import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { root } from '../../scripts/lib/site.mjs';
import { waitForSdk } from '../support/hold-sdk';
import { releasesPorts } from '../support/ports';
import { SentryReceiver } from '../support/sentry-receiver';
import { startRemote, startShell } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * A team ships booking as a running site's shell follows its release channel (docs/deploy.md):
 * releases go live without a restart, a broken one gives way to the last good one, rollback and
 * a canary, and a release the shell could not run is refused. Its own booking server and store,
 * so the worker's site is untouched; the shell reads the channel every half second.
 */
const base = `http://localhost:${releasesPorts.shell}`;
const bookingBuild = path.join(root, 'apps/booking/dist');
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

test.describe('releases of a remote', () => {
  const receiver = new SentryReceiver();
  let storeDir: string;
  let scratch: string;
  let servers: Array<{ stop(): Promise<void> }> = [];

  /**
   * `pnpm <command> booking …` against this spec's store: its output, or its refusal's. Releases
   * pass --force: the first-visit budget is proven in the release store's own tests, and this
   * spec is about what the shell does with versions.
   */
  async function releases(args: string[]): Promise<{ ok: boolean; output: string }> {
    const bin = path.join(root, 'packages/app-server/bin/releases.mjs');
    try {
      const { stdout } = await run(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, RELEASES_DIR: storeDir } });
      return { ok: true, output: stdout };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${stdout}${stderr}` };
    }
  }

  /** A copy of the booking build, changed by `edit`, for a release with --dir. */
  function variant(name: string, edit: (dir: string) => void): string {
    const dir = path.join(scratch, name);
    cpSync(bookingBuild, dir, { recursive: true });
    edit(dir);
    return dir;
  }

  /** Which released version of booking this page loaded (from the last entry it fetched: a failed one comes before). */
  async function loadedVersion(page: Page): Promise<string | undefined> {
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    return entries.map((url) => /\/releases\/booking\/(v\d+)\/remoteEntry\.js/.exec(url)?.[1]).filter(Boolean).at(-1);
  }

  /** A fresh visitor's first booking page: the version they got, once the area works. */
  async function visit(page: Page): Promise<string | undefined> {
    await page.goto(`${base}/book-now/services`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your services');
    return loadedVersion(page);
  }

  /** A new browser whose visitor id (apps/shell/src/remotes/canary-place.ts keeps it in localStorage) is `id`. */
  async function freshVisitor(browser: Browser, id: string) {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript((visitor) => localStorage.setItem('handyhub.visitor', visitor), id);
    return { context, page: await context.newPage() };
  }

  test.beforeAll(async () => {
    storeDir = mkdtempSync(path.join(tmpdir(), 'handyhub-releases-'));
    scratch = mkdtempSync(path.join(tmpdir(), 'handyhub-release-builds-'));
    const dsn = await receiver.start();
    const booking = await startRemote('booking', releasesPorts.booking, { RELEASES_DIR: storeDir });
    const shell = await startShell(releasesPorts.shell, {
      remotes: { booking: `http://localhost:${releasesPorts.booking}/mf-manifest.json` },
      env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'e2e', RELEASE_CHANNEL_REFRESH_MS: '500' },
    });
    servers = [shell, booking];
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver.stop();
    rmSync(storeDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  test('a release goes live for new page loads while the shell runs, and a broken one gives way to the last good one', async ({ page }) => {
    // Nothing released yet: booking comes from its server's own build, as before releases.
    expect(await visit(page)).toBeUndefined();

    const v1 = await releases(['release', 'booking', '--dir', bookingBuild, '--force']);
    expect(v1.output).toContain('production: booking v1 is live.');
    await expect.poll(() => visit(page), { timeout: 10_000 }).toBe('v1');

    const v2 = await releases(['release', 'booking', '--dir', bookingBuild, '--force']);
    expect(v2.output).toMatch(/^Published booking v2 to .*\n {2}first visit: [\d.]+ KB gzip \(budget [\d.]+ KB.*\)\nproduction: booking v2 is live; previous: v1\.\n$/);
    await expect.poll(() => visit(page), { timeout: 10_000 }).toBe('v2');

    // v3's routes module throws as it is evaluated: its entry loads, its module never does.
    const broken = variant('broken', (dir) => {
      const chunk = readdirSync(dir).find((file) => /^__federation_expose_routes\.[0-9a-f]+\.js$/.test(file)) as string;
      for (const copy of [chunk, `${chunk}.br`, `${chunk}.gz`]) rmSync(path.join(dir, copy), { force: true });
      writeFileSync(path.join(dir, chunk), 'throw new Error("booking v3 is broken");');
    });
    expect((await releases(['release', 'booking', '--dir', broken, '--force'])).output).toContain('production: booking v3 is live; previous: v2, v1.');
    receiver.clear();
    await expect
      .poll(async () => {
        await visit(page);
        return page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/releases/booking/v3/')));
      }, { timeout: 10_000 })
      .toBe(true);
    // The visitor got v2, working (visit() saw the page), and one report names v3.
    expect(await loadedVersion(page)).toBe('v2');
    await waitForSdk(page);
    await expect.poll(() => receiver.errors().filter((event) => event.tags?.['remote.version'] === 'v3').length).toBe(1);
    const [report] = receiver.errors().filter((event) => event.tags?.['remote.version'] === 'v3');
    expect(report?.tags).toMatchObject({ mfe: 'booking', 'remote.failure': 'entry', 'remote.fallback': 'v2' });
    // The report's own exception is the last value (Sentry lists the causes first: here webpack's ChunkLoadError).
    expect(report?.exception.values.at(-1).value).toMatch(/^The booking remote v3 is unavailable \(entry\): http:\/\/localhost:\d+\/releases\/booking\/v3\/remoteEntry\.js could not be loaded$/);

    const rollback = await releases(['rollback', 'booking']);
    expect(rollback.output).toBe('Rolled booking back from v3 to v2.\nproduction: booking v2 is live; previous: v1.\n');
    await expect.poll(async () => {
      await visit(page);
      return page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/releases/booking/')).map((entry) => entry.name.split('/releases/booking/')[1]?.split('/')[0]));
    }, { timeout: 10_000 }).not.toContain('v3');
  });

  test('a canary sends its share of visitors to the new version, each staying on theirs, until it is promoted', async ({ browser }) => {
    // A dozen page loads in fresh browsers, beside another worker on two cores.
    test.setTimeout(90_000);
    const canary = await releases(['release', 'booking', '--dir', bookingBuild, '--canary', '50', '--force']);
    expect(canary.output).toContain('production: booking v2 is live; previous: v1; canary: v4 for 50 % of visitors.');
    // Pages name the canary once the shell has read the channel.
    await expect
      .poll(async () => (await (await fetch(`${base}/`)).text()).includes('"canary":{"version":"v4"'), { timeout: 10_000 })
      .toBe(true);
    // Fresh visitors until three are on each side (how browser ids spread over the canary's
    // places is canary-place.test.ts's business); each keeps their side on the next page.
    const visitors: Array<Awaited<ReturnType<typeof freshVisitor>> & { version?: string }> = [];
    for (let n = 0; n < 40 && ['v2', 'v4'].some((side) => visitors.filter((visitor) => visitor.version === side).length < 3); n += 1) {
      const visitor = await freshVisitor(browser, `e2e-visitor-${n}`);
      visitors.push({ ...visitor, version: await visit(visitor.page) });
    }
    const expected = visitors.map((visitor) => visitor.version);
    expect(expected.every((version) => version === 'v2' || version === 'v4')).toBe(true);
    expect(expected.filter((version) => version === 'v4').length).toBeGreaterThanOrEqual(3);
    expect(expected.filter((version) => version === 'v2').length).toBeGreaterThanOrEqual(3);
    expect(await Promise.all(visitors.map(({ page }) => visit(page)))).toEqual(expected);

    expect((await releases(['promote', 'booking'])).output).toBe('Promoted booking v4 to live for everyone.\nproduction: booking v4 is live; previous: v2, v1.\n');
    // Those who had the live version get v4 too.
    const liveSide = visitors[expected.indexOf('v2')] as (typeof visitors)[number];
    await expect.poll(() => visit(liveSide.page), { timeout: 10_000 }).toBe('v4');
    await Promise.all(visitors.map(({ context }) => context.close()));
  });

  test('a release the live shell could not run is refused, and nothing changes', async ({ page }) => {
    const nextContract = variant('contract-2', (dir) => {
      const file = path.join(dir, 'build-info.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), contract: '2.0.0' }));
    });
    const refused = await releases(['release', 'booking', '--dir', nextContract]);
    expect(refused).toEqual({
      ok: false,
      output: 'Refused: the live shell cannot run this build of booking.\n  - contract: booking (this build) implements 2.0.0; the shell accepts ^1.0.0\n',
    });
    expect(readdirSync(path.join(storeDir, 'booking')).filter((entry) => entry.startsWith('v')).sort()).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(await visit(page)).toBe('v4');
  });
});
