import type { RouteObject } from 'react-router-dom';
import type { Catalogue } from '@marketplace/i18n';

/**
 * What every remote exposes as `./routes`: its pages as route data, grouped by the top-level
 * path segment ("mount") the shell hands it. Paths inside a mount are relative to it, so
 * `mounts['job'] = [{ path: ':id', ... }]` serves `/job/:id`.
 */
export interface RemoteModule {
  mounts: Record<string, RouteObject[]>;
  /** The remote's own release (`name@version+commit`), used to tag its errors. */
  release: string;
  /**
   * The remote's words in every language but English: its own catalogue and those of the
   * packages it bundles. The shell loads them for the page's language before showing the
   * remote's pages (docs/languages.md). Added in contract 1.1.0.
   */
  catalogues?: readonly Catalogue[];
}

export const REMOTE_ROUTES_MODULE = './routes';

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const { mounts, release } = value as Partial<RemoteModule>;
  return (
    typeof release === 'string' &&
    typeof mounts === 'object' &&
    mounts !== null &&
    Object.values(mounts).every((routes) => Array.isArray(routes))
  );
}
