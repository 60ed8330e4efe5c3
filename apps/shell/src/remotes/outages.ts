import type { RemoteName } from '../app/runtime-config';
import { RemoteUnavailableError } from './remote-loader';

/**
 * A remote that is down is reported once per outage, not on every visit or retry while it is
 * down; the next failure after it came back is a new outage.
 */
const reported = new Set<RemoteName>();

export function shouldReportRemoteError(error: unknown): boolean {
  if (!(error instanceof RemoteUnavailableError)) return true;
  if (reported.has(error.remote)) return false;
  reported.add(error.remote);
  return true;
}

export function remoteRecovered(name: RemoteName): void {
  reported.delete(name);
}
