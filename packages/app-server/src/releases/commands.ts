import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { biggestAdditions, describeBuiltRemote } from './built-remote';
import { goLive, promoteCanary, rollBack, startCanary } from './channel-steps';
import { incompatibilities, shellAcceptsSchema, type ShellAccepts } from './compatibility';
import type { Channel, ReleaseRecord } from './records';
import type { ReleaseStore } from './store';

/**
 * The release commands (`pnpm release | rollback | canary | promote`, docs/deploy.md) as
 * functions of the store: each does its step and returns what to print. A refusal throws a
 * ReleaseRefusedError whose message says why, and changes nothing.
 */
export class ReleaseRefusedError extends Error {
  override readonly name = 'ReleaseRefusedError';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line on what a channel now serves. */
export function describeChannel(channel: Channel): string {
  const live = channel.live ? `${channel.remote} ${channel.live} is live` : `nothing of ${channel.remote} is live`;
  const previous = channel.previous.length ? `; previous: ${channel.previous.join(', ')}` : '';
  const canary = channel.canary ? `; canary: ${channel.canary.version} for ${channel.canary.percent} % of visitors` : '';
  return `${channel.environment}: ${live}${previous}${canary}.`;
}

/** The live shell's build-info.json (its dist folder): what it accepts from remotes. */
export function readShellAccepts(shellDir: string): ShellAccepts {
  const file = path.join(shellDir, 'build-info.json');
  if (!existsSync(file)) throw new ReleaseRefusedError(`Cannot check compatibility: the live shell's ${file} is missing (build the shell, or pass --shell <its dist folder>).`);
  const parsed = shellAcceptsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ReleaseRefusedError(`Cannot check compatibility: ${file} does not say what the shell accepts (rebuild the shell).`);
  return parsed.data;
}

export interface ReleaseOptions {
  remote: string;
  /** The remote's build output. */
  builtDir: string;
  environment: string;
  shell: ShellAccepts;
  budgetBytes: number;
  /** Publish over the budget. */
  force?: boolean;
  /** Start it as a canary for this share of visitors instead of making it live. */
  canaryPercent?: number;
  /** Only check it (compatibility, budget): publish nothing. */
  checkOnly?: boolean;
  now: Date;
}

export function releaseRemote(store: ReleaseStore, options: ReleaseOptions): { version: string; lines: string[] } {
  const { remote, builtDir, environment, shell, budgetBytes, now } = options;
  const built = describeBuiltRemote(builtDir, remote);
  const problems = incompatibilities(shell, { remote, version: '(this build)', contract: built.contract, shared: built.shared });
  if (problems.length > 0) {
    throw new ReleaseRefusedError(`Refused: the live shell cannot run this build of ${remote}.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const gzipBytes = built.firstVisitFiles.reduce((sum, file) => sum + file.gzipBytes, 0);
  const forced: string[] = [];
  if (gzipBytes > budgetBytes) {
    const current = store.channel(remote, environment, now);
    const live = current.live ? store.record(remote, current.live) : undefined;
    const additions = biggestAdditions(built.firstVisitFiles, live?.firstVisit.files)
      .map((entry) => `+${kb(entry.addedBytes)} ${entry.file}`)
      .join(', ');
    const message =
      `${remote}'s first visit is ${kb(gzipBytes)} gzip, over its ${kb(budgetBytes)} budget by ${kb(gzipBytes - budgetBytes)}.` +
      (additions ? ` Biggest additions${live ? ` against the live ${live.version}` : ''}: ${additions}.` : '');
    if (!options.force) throw new ReleaseRefusedError(`Refused: ${message} Publish anyway with --force.`);
    forced.push(message);
  }
  if (options.checkOnly) {
    return { version: '', lines: [`${remote} (build ${built.build}, contract ${built.contract}) passes: compatible with the shell, first visit ${kb(gzipBytes)} gzip (budget ${kb(budgetBytes)}). Nothing was published.`] };
  }
  const commit = built.build.split('+')[1] ?? 'unknown';
  const version = store.publish(remote, builtDir, (name): ReleaseRecord => ({
    remote,
    version: name,
    release: `${remote}@${name}`,
    build: built.build,
    commit,
    contract: built.contract,
    shared: built.shared,
    firstVisit: { gzipBytes, budgetBytes, files: built.firstVisitFiles },
    forced,
    publishedAt: now.toISOString(),
  }));
  const { channel } = store.updateChannel(remote, environment, now, (current) => ({
    channel: options.canaryPercent === undefined ? goLive(current, version, now) : startCanary(current, version, options.canaryPercent, now),
  }));
  return {
    version,
    lines: [
      `Published ${remote} ${version} to ${path.join(store.dir, remote, version)} (build ${built.build}, contract ${built.contract}).`,
      `  first visit: ${kb(gzipBytes)} gzip (budget ${kb(budgetBytes)}${forced.length ? ', exceeded with --force' : ''})`,
      describeChannel(channel),
    ],
  };
}

export function rollBackRemote(store: ReleaseStore, remote: string, environment: string, now: Date): string[] {
  let wasCanary = false;
  const { channel, ended, live } = store.updateChannel(remote, environment, now, (current) => {
    wasCanary = current.canary !== null;
    return rollBack(current, now);
  });
  const what = wasCanary ? `Ended the canary of ${remote} ${ended}; ${live} stays live.` : `Rolled ${remote} back from ${ended} to ${live}.`;
  return [what, describeChannel(channel)];
}

export function canaryRemote(store: ReleaseStore, remote: string, version: string, percent: number, environment: string, now: Date): string[] {
  store.record(remote, version); // throws when the version was never published
  const { channel } = store.updateChannel(remote, environment, now, (current) => ({ channel: startCanary(current, version, percent, now) }));
  return [`${remote} ${version} is a canary for ${percent} % of visitors (each keeps the version they got).`, describeChannel(channel)];
}

/** The canary goes live; or, with `from`, another environment's live version goes live here. */
export function promoteRemote(store: ReleaseStore, remote: string, environment: string, now: Date, from?: string): string[] {
  if (from === undefined) {
    const { channel, live } = store.updateChannel(remote, environment, now, (current) => promoteCanary(current, now));
    return [`Promoted ${remote} ${live} to live for everyone.`, describeChannel(channel)];
  }
  const source = store.channel(remote, from, now);
  if (!source.live) throw new ReleaseRefusedError(`${remote} has nothing live in ${from} to promote.`);
  const version = source.live;
  const { channel } = store.updateChannel(remote, environment, now, (current) => ({ channel: goLive(current, version, now) }));
  return [`Promoted ${remote} ${version} from ${from} to ${environment} (the same files, not rebuilt).`, describeChannel(channel)];
}
