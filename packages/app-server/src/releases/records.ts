import { z } from 'zod';

/**
 * The two kinds of file in the release store (docs/deploy.md): each version's release record
 * (`<remote>/<version>/release.json`, written once when the version is published) and each
 * environment's channel (`<remote>/channels/<environment>.json`, rewritten by every release,
 * rollback, canary and promotion). Every reader validates them: a store on a CDN is only as
 * trustworthy as whoever last wrote to it.
 */
export const RELEASE_RECORD_FILE = 'release.json';
export const CHANNELS_FOLDER = 'channels';
/** How many earlier live versions a channel remembers (the rollback and fallback candidates). */
export const MAX_PREVIOUS = 10;

const name = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'a lower-case name (letters, digits, dashes)');
export const versionName = z.string().regex(/^v[1-9][0-9]{0,8}$/, 'a version such as v12');
const semverText = z.string().max(64);

export const releaseRecordSchema = z.object({
  remote: name,
  version: versionName,
  /** What errors of this version are reported under: `<remote>@<version>`. */
  release: z.string().max(120),
  /** The release compiled into the build (`<remote>@<package version>+<commit>`). */
  build: z.string().max(120),
  commit: z.string().max(64),
  /** The version of the shell–remote contract (@marketplace/mfe-contract) the build implements. */
  contract: semverText,
  /** Each singleton the build shares: the version it brings and the range it needs from the page. */
  shared: z.record(z.string().max(100), z.object({ version: semverText, requiredVersion: semverText.optional() })).refine((value) => Object.keys(value).length <= 100),
  firstVisit: z.object({
    gzipBytes: z.number().int().nonnegative(),
    budgetBytes: z.number().int().positive(),
    files: z.array(z.object({ file: z.string().max(200), gzipBytes: z.number().int().nonnegative() })).max(200),
  }),
  /** Published over its budget or incompatible, because someone said `--force`. */
  forced: z.array(z.string().max(500)).max(50),
  publishedAt: z.iso.datetime(),
});
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

export const channelSchema = z.object({
  remote: name,
  environment: name,
  /** The version new page loads get; null before the first release to this environment. */
  live: versionName.nullable(),
  /** Earlier live versions, newest first: what a rollback or a failed load falls back to. */
  previous: z.array(versionName).max(MAX_PREVIOUS),
  canary: z.object({ version: versionName, percent: z.number().int().min(1).max(99) }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type Channel = z.infer<typeof channelSchema>;

/** A channel nobody has released to yet. */
export function emptyChannel(remote: string, environment: string, now: Date): Channel {
  return { remote, environment, live: null, previous: [], canary: null, updatedAt: now.toISOString() };
}

/** The version number of `v12` (12), for ordering and for the next version's name. */
export function versionNumber(version: string): number {
  return Number(version.slice(1));
}
