import type { RemoteDsns } from './config';
import { CODE_OWNER_KEY, type EventLike, type MicroFrontendRegistry } from './micro-frontends';

/** Where the multiplexed transport sends an envelope; none: the DSN the SDK was started with. */
export interface ProjectRoute {
  dsn: string;
  release: string;
}

/**
 * The matcher of Sentry's multiplexed transport: an error event thrown in a remote's code (as
 * `MicroFrontendRegistry.attribute` recorded it) goes to that remote's DSN, with the release
 * the remote registered when it loaded. Everything else goes to the shell's DSN: the shell's own
 * errors, the remote loading failures the shell reports, the errors of a remote with no DSN of
 * its own, and every envelope that is not an error event (traces, replays, sessions).
 */
export function routeToCodeOwner(remoteDsns: RemoteDsns, registry: Pick<MicroFrontendRegistry, 'get'>) {
  return ({ getEvent }: { getEvent(): EventLike | undefined }): ProjectRoute[] => {
    const owner = getEvent()?.extra?.[CODE_OWNER_KEY];
    if (typeof owner !== 'string') return [];
    const dsn = remoteDsns[owner];
    return dsn ? [{ dsn, release: registry.get(owner)?.release ?? `${owner}@unknown` }] : [];
  };
}
