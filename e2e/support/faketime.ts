import { readFileSync } from 'node:fs';

/**
 * Chromium's environment. Under faketime's `@<instant>` form (docs/testing.md, "Running at
 * another time") every process's clocks start at that instant when the process starts, so
 * Chromium's processes, started at different moments, would each keep a different time, and
 * Playwright's clock, which compares its own process's time with the page's, would put the page
 * off by as much. Chromium is given the same time as this process instead, as an offset from the
 * real clock (read from /proc, which faketime does not touch), which all its processes share.
 */
export function chromiumEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!env.LD_PRELOAD?.includes('faketime') || !env.FAKETIME?.startsWith('@')) return env;
  const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
  const upSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  const offsetSeconds = Math.round(Date.now() / 1000 - (bootSeconds + upSeconds));
  return { ...env, FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s` };
}
