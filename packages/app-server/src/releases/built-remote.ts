import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import semver from 'semver';
import { z } from 'zod';
import type { ReleaseRecord } from './records';

/** The parts of a remote's mf-manifest.json a release reads. */
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string().optional() }), pluginVersion: z.string().optional() }),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional(), singleton: z.boolean().optional() })),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

const buildInfoSchema = z.object({ name: z.string(), release: z.string(), contract: z.string().optional(), firstView: z.array(z.string()).optional() });

const RUNTIME_CORE = '@module-federation/runtime-core';

/** The module every remote exposes to the shell (@marketplace/mfe-contract). */
const ROUTES_EXPOSE = 'routes';

export type BuiltRemote = Pick<ReleaseRecord, 'build' | 'contract' | 'shared'> & { firstVisitFiles: ReleaseRecord['firstVisit']['files'] };

function readJson(file: string, what: string): unknown {
  if (!existsSync(file)) throw new Error(`${what} is missing (${file}): is this a remote's build output?`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${what} is not JSON (${file}).`);
  }
}

/**
 * What a built remote folder is: its compiled release, the contract it implements, the
 * singletons it shares, and the scripts of its first visit — the entry, the `./routes` module's
 * own chunks and those of the page its first visit shows (build-info.json's `firstView`), gzip,
 * as a browser downloads them. Refuses a folder that is not a build of `remote`.
 */
export function describeBuiltRemote(dir: string, remote: string): BuiltRemote {
  const manifest = manifestSchema.safeParse(readJson(path.join(dir, 'mf-manifest.json'), 'mf-manifest.json'));
  if (!manifest.success) throw new Error(`${dir}/mf-manifest.json is not a Module Federation manifest.`);
  if (manifest.data.name !== remote) throw new Error(`${dir} is a build of "${manifest.data.name}", not of ${remote}.`);
  const info = buildInfoSchema.safeParse(readJson(path.join(dir, 'build-info.json'), 'build-info.json'));
  if (!info.success) throw new Error(`${dir}/build-info.json does not say which release it is.`);
  if (!info.data.contract) throw new Error(`${dir}/build-info.json does not say which contract version ${remote} implements: rebuild it.`);
  const routes = manifest.data.exposes.find((expose) => expose.name === ROUTES_EXPOSE);
  if (!routes) throw new Error(`${dir} does not expose ./${ROUTES_EXPOSE}, which the shell loads.`);
  const { remoteEntry } = manifest.data.metaData;
  const entry = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/${remoteEntry.name}` : remoteEntry.name;
  const files = [...new Set([entry, ...routes.assets.js.sync, ...(info.data.firstView ?? [])])];
  const firstVisitFiles = files.map((file) => {
    const absolute = path.join(dir, file);
    if (!existsSync(absolute)) throw new Error(`${dir} lacks ${file}, which its manifest names.`);
    return { file, gzipBytes: gzipSync(readFileSync(absolute)).length };
  });
  const shared = Object.fromEntries(
    manifest.data.shared
      .filter((entry) => entry.singleton)
      .map((entry) => [entry.name, { version: entry.version, ...(entry.requiredVersion ? { requiredVersion: entry.requiredVersion } : {}) }]),
  );
  // A remote runs on the shell's federation runtime core, which must match the plugin it was
  // built with up to the minor version (docs/deploy.md, "What a release refuses").
  const { pluginVersion } = manifest.data.metaData;
  const version = pluginVersion ? semver.parse(pluginVersion) : null;
  if (version) shared[RUNTIME_CORE] = { version: version.version, requiredVersion: `~${version.major}.${version.minor}.0` };
  return { build: info.data.release, contract: info.data.contract, shared, firstVisitFiles };
}

/** A chunk's name without its content hash, so one version's file can be matched with the next's. */
const stableName = (file: string) => file.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');

/**
 * The files that grew most against `before` (the live version's first visit), biggest first:
 * a new file counts whole. For the message that refuses a release over its budget.
 */
export function biggestAdditions(after: Array<{ file: string; gzipBytes: number }>, before: Array<{ file: string; gzipBytes: number }> = [], count = 3) {
  const earlier = new Map(before.map((entry) => [stableName(entry.file), entry.gzipBytes]));
  return after
    .map((entry) => ({ file: entry.file, addedBytes: entry.gzipBytes - (earlier.get(stableName(entry.file)) ?? 0) }))
    .filter((entry) => entry.addedBytes > 0)
    .sort((a, b) => b.addedBytes - a.addedBytes)
    .slice(0, count);
}
