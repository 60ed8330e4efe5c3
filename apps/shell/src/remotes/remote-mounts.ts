import type { RemoteName } from '../app/runtime-config';

/**
 * Which top-level path segment belongs to which remote. The shell owns this table; each remote
 * serves the routes below its mounts. `own` layouts are drawn by the remote itself (the booking
 * flow, the provider area); `site` mounts render inside the shell's site layout.
 */
export interface RemoteMount {
  remote: RemoteName;
  mount: string;
  layout: 'site' | 'own';
}

export const remoteMounts: readonly RemoteMount[] = [
  { remote: 'booking', mount: 'book-now', layout: 'own' },
  { remote: 'booking', mount: 'my-jobs', layout: 'site' },
  { remote: 'booking', mount: 'job', layout: 'site' },
  { remote: 'provider', mount: 'provider', layout: 'own' },
  { remote: 'provider', mount: 'provider-profile', layout: 'site' },
  { remote: 'market', mount: 'market', layout: 'site' },
  { remote: 'market', mount: 'admin', layout: 'site' },
];

/** The remote serving a path, if any: `/job/42` → booking. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const segment = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean)[0];
  return remoteMounts.find((entry) => entry.mount === segment)?.remote;
}
