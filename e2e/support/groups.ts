/**
 * The suite runs as two groups side by side (scripts/run-groups.mjs), each with its own site and
 * database, so that the two cores stay busy: one browser waiting on a page leaves a core idle.
 * Group `a` holds every spec that starts servers of its own on the fixed ports of ports.ts, plus
 * enough others to balance the two; group `b` is everything else, new specs included.
 */
const groupA = [
  'api-tracing',
  'composition',
  'csp',
  'error-reporting',
  'every-remote',
  'https',
  'password-strength',
  'prerender',
  'public-data',
  'remote-broken',
  'remote-down',
  'routes',
  'site',
];

export type Group = 'a' | 'b';

export const groupPortBase: Record<Group, number> = { a: 4000, b: 4070 };

const specPattern = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/** Playwright's testMatch / testIgnore for a group; all specs when no group is named. */
export function groupFilter(group: string | undefined): { testMatch?: RegExp; testIgnore?: RegExp } {
  if (group === 'a') return { testMatch: specPattern(groupA) };
  if (group === 'b') return { testIgnore: specPattern(groupA) };
  if (group) throw new Error(`E2E_GROUP must be a or b, not ${group}`);
  return {};
}
