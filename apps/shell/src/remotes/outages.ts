import type { RemoteName } from '../app/runtime-config';
import { reportError } from '@marketplace/error-reporting';
import { RemoteUnavailableError, type LoadedRemote } from './remote-loader';

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

const FAILED_VERSIONS_KEY = 'handyhub.failed-remote-versions';

/** The `remote@version`s already reported in this tab (sessionStorage), so a reload does not report again. */
function alreadyReported(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): boolean {
  try {
    const known: unknown = JSON.parse(storage?.getItem(FAILED_VERSIONS_KEY) ?? '[]');
    const list = Array.isArray(known) ? known.filter((entry): entry is string => typeof entry === 'string') : [];
    if (list.includes(key)) return true;
    storage?.setItem(FAILED_VERSIONS_KEY, JSON.stringify([...list, key].slice(-20)));
  } catch {
    // storage refused: report, as a page without memory would
  }
  return false;
}

/**
 * A version of a remote failed and an earlier one works instead (docs/deploy.md): the visitor
 * sees the area working, and the failed version is reported, once per tab, with why it failed
 * and what was loaded instead. Reported by the shell, which owns loading.
 */
export function reportFallback(
  name: RemoteName,
  loaded: LoadedRemote,
  failures: RemoteUnavailableError[],
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  for (const failure of failures) {
    if (alreadyReported(`${name}@${failure.version ?? 'unreleased'}`, storage)) continue;
    reportError(failure, {
      mfe: name,
      tags: {
        'remote.failure': failure.failure,
        'remote.version': failure.version ?? 'unreleased',
        'remote.fallback': loaded.version ?? 'unreleased',
      },
    });
  }
}
