import type { Browser, BrowserContext } from '@playwright/test';

/**
 * The test world's clock (docs/testing.md, "The clock"). Every worker's API runs on a test clock
 * (TEST_CLOCK_START) that starts at this instant, a Tuesday 09:30 in New York, whatever the
 * machine's clock says; `E2E_CLOCK_START` starts it elsewhere. The seeded database is made at it.
 */
export const clockStart = new Date(process.env.E2E_CLOCK_START || '2026-11-17T14:30:00Z');
if (Number.isNaN(clockStart.getTime())) throw new Error(`E2E_CLOCK_START must be an ISO 8601 instant, got "${process.env.E2E_CLOCK_START}".`);

const headers = { 'x-requested-with': 'handyhub', 'content-type': 'application/json' };

async function answer(response: Response): Promise<Date> {
  if (!response.ok) throw new Error(`The API's test clock answered ${response.status}: ${await response.text()}`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The time by an API on the test clock (apps/api/src/test-clock). */
export const apiClockNow = async (apiUrl: string) => answer(await fetch(`${apiUrl}/api/test-clock`));

/** What a spec knows of the world's time, and how it lets time pass. */
export interface TestClock {
  /** The worker's API clock now. */
  now(): Promise<Date>;
  /** Moves the API's clock and every open browser's forward by `ms`; the new time. */
  advance(ms: number): Promise<Date>;
  /** Moves both forward to `instant` (nothing when it has passed); the new time. */
  advanceTo(instant: Date): Promise<Date>;
}

/**
 * Two things Playwright's clock fakes that the site's error reporting needs real (checked by
 * test-clock.spec). `performance` becomes a bare `now` and `timeOrigin`, without the marks,
 * entries and timings its traces and replays read: the clock's `now` and `timeOrigin` (in step
 * with its `Date`) are kept and the rest is the real one's, whose entries are timed from the same
 * start. And a child frame's timers, which the SDK borrows as native ones from a frame it removes
 * at once (where a fake timer never fires): child frames keep theirs. Both run around the clock's
 * own scripts, in the order they are added.
 */
const timerNames = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'];
type Scope = Record<string, unknown> & { performance: Performance; __pwClock?: { builtins: { performance?: Performance } }; __e2eTimers?: Record<string, unknown> };

const keepChildFrameTimers = (names: string[]) => {
  const scope = globalThis as unknown as Scope;
  if (window !== window.top) scope.__e2eTimers = Object.fromEntries(names.map((name) => [name, scope[name]]));
};

const undoWhatTheSiteNeedsReal = (names: string[]) => {
  const scope = globalThis as unknown as Scope;
  if (scope.__e2eTimers) for (const name of names) scope[name] = scope.__e2eTimers[name];
  const real = scope.__pwClock?.builtins.performance;
  const fake = scope.performance;
  if (!real || real === fake) return;
  scope.performance = new Proxy(real, {
    get(target, key) {
      if (key === 'now') return () => fake.now();
      if (key === 'timeOrigin') return fake.timeOrigin;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/**
 * Puts every context `browser` opens, the `page` fixture's or a spec's own, on the API's clock
 * (Playwright's clock, installed at the API's time and ticking with it), and returns the clock
 * that moves the API and those contexts together.
 */
export function shareTheClock(browser: Browser, apiUrl: string): TestClock {
  const contexts = new Set<BrowserContext>();
  const onTheClock = async (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    await context.addInitScript(keepChildFrameTimers, timerNames);
    await context.clock.install({ time: await apiClockNow(apiUrl) });
    await context.addInitScript(undoWhatTheSiteNeedsReal, timerNames);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => onTheClock(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await onTheClock(page.context());
    return page;
  };
  const clock: TestClock = {
    now: () => apiClockNow(apiUrl),
    async advance(ms) {
      const now = await answer(await fetch(`${apiUrl}/api/test-clock/advance`, { method: 'POST', headers, body: JSON.stringify({ ms: Math.round(ms) }) }));
      await Promise.all([...contexts].map((context) => context.clock.fastForward(Math.round(ms))));
      return now;
    },
    async advanceTo(instant) {
      return clock.advance(Math.max(0, instant.getTime() - (await clock.now()).getTime()));
    },
  };
  return clock;
}
