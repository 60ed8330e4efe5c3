import { MAX_PREVIOUS, type Channel } from './records';

/**
 * What each command does to a channel, as pure functions of the channel: the store (store.ts)
 * reads and writes the files, the commands (bin/releases.ts) print the outcome. A step that makes
 * no sense (a rollback with nothing to go back to) throws a ReleaseStepError saying why.
 */
export class ReleaseStepError extends Error {
  override readonly name = 'ReleaseStepError';
}

const stamped = (channel: Channel, now: Date): Channel => ({ ...channel, updatedAt: now.toISOString() });

/** `version` becomes live; the version it replaces heads the previous ones. A canary of it ends. */
export function goLive(channel: Channel, version: string, now: Date): Channel {
  if (channel.live === version) throw new ReleaseStepError(`${channel.remote} ${version} is already live in ${channel.environment}.`);
  const previous = [channel.live, ...channel.previous].filter((entry): entry is string => entry !== null && entry !== version);
  const canary = channel.canary?.version === version ? null : channel.canary;
  return stamped({ ...channel, live: version, previous: previous.slice(0, MAX_PREVIOUS), canary }, now);
}

/**
 * Ends a canary if one runs (the live version never changed); otherwise puts the latest previous
 * version back live and forgets the one rolled back, so nothing falls back to it either.
 */
export function rollBack(channel: Channel, now: Date): { channel: Channel; ended: string; live: string } {
  if (channel.canary) {
    if (!channel.live) throw new ReleaseStepError(`${channel.remote} has a canary but nothing live in ${channel.environment}.`);
    return { channel: stamped({ ...channel, canary: null }, now), ended: channel.canary.version, live: channel.live };
  }
  const [back, ...older] = channel.previous;
  if (!channel.live || !back) {
    throw new ReleaseStepError(`${channel.remote} has no earlier version to roll back to in ${channel.environment}.`);
  }
  return { channel: stamped({ ...channel, live: back, previous: older }, now), ended: channel.live, live: back };
}

/** Sends `percent` % of visitors to `version` (sticky per visitor, decided in the browser). */
export function startCanary(channel: Channel, version: string, percent: number, now: Date): Channel {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseStepError(`A canary's share is a whole percentage from 1 to 99, got ${percent}; use promote to make a version live for everyone.`);
  }
  if (!channel.live) throw new ReleaseStepError(`${channel.remote} has nothing live in ${channel.environment} yet: release it first.`);
  if (channel.live === version) throw new ReleaseStepError(`${channel.remote} ${version} is already live in ${channel.environment}.`);
  return stamped({ ...channel, canary: { version, percent } }, now);
}

/** The canary's version goes live for everyone. */
export function promoteCanary(channel: Channel, now: Date): { channel: Channel; live: string } {
  if (!channel.canary) throw new ReleaseStepError(`${channel.remote} has no canary in ${channel.environment} to promote.`);
  const { version } = channel.canary;
  return { channel: goLive(channel, version, now), live: version };
}
