import semver from 'semver';
import { z } from 'zod';
import type { ReleaseRecord } from './records';

/**
 * What a shell build accepts from a remote, as packages/build-config writes it into the shell's
 * dist/build-info.json: the range of the shell–remote contract it implements the host side of,
 * and the version of each singleton it provides to the page.
 */
export const shellAcceptsSchema = z.object({
  acceptsContract: z.string().max(64),
  provides: z.record(z.string().max(100), z.string().max(64)),
});
export type ShellAccepts = z.infer<typeof shellAcceptsSchema>;

type Remote = Pick<ReleaseRecord, 'remote' | 'version' | 'contract' | 'shared'>;

/**
 * Why `remote` cannot run in a page of this shell, one sentence per problem; empty when it can.
 * The contract must be in the shell's range; each singleton both share must be of a version the
 * shell accepts, and the shell's copy (the one every app on the page uses) must satisfy what
 * the remote asks for.
 */
export function incompatibilities(shell: ShellAccepts, remote: Remote): string[] {
  const who = `${remote.remote} ${remote.version}`;
  const problems: string[] = [];
  if (!semver.satisfies(remote.contract, shell.acceptsContract)) {
    problems.push(`contract: ${who} implements ${remote.contract}; the shell accepts ${shell.acceptsContract}`);
  }
  for (const [name, theirs] of Object.entries(remote.shared)) {
    const ours = shell.provides[name];
    if (!ours) continue; // not shared by the shell: the remote brings its own copy
    const accepts = acceptedRange(ours);
    if (!semver.satisfies(theirs.version, accepts)) {
      problems.push(`${name}: ${who} is built with ${theirs.version}; the shell accepts ${accepts}`);
    } else if (theirs.requiredVersion && !semver.satisfies(ours, theirs.requiredVersion)) {
      problems.push(`${name}: ${who} needs ${theirs.requiredVersion}; the shell provides ${ours}`);
    }
  }
  return problems;
}

/** The range a shell accepts for a singleton it provides at `version`: the same major (0.x: minor). */
export function acceptedRange(version: string): string {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`"${version}" is not a semantic version.`);
  return parsed.major > 0 ? `^${parsed.major}.0.0` : `~0.${parsed.minor}.0`;
}
