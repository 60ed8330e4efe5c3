/**
 * Settings the shell's server reads from its environment at start and writes into the page
 * (`window.__APP_CONFIG__`), so a remote can move or Sentry can be switched on without a rebuild.
 */
export const remoteNames = ['booking', 'provider', 'market'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** One version of a remote the page may load (docs/deploy.md, "How the shell picks a version"). */
export interface RemoteVersion {
  /** The release store's name for it (`v12`); absent for a build served without releases. */
  version?: string;
  manifestUrl: string;
  /** What its errors are reported under (`booking@v12`); absent: the release compiled into it. */
  release?: string;
  /** Why the shell cannot run it (contract, shared singletons); such a version is skipped and reported. */
  incompatible?: string;
}

/** Where the page gets a remote from: the versions to try in order, and a canary for some visitors. */
export interface RemoteSource {
  /** The live version first, then the previous good ones, tried in turn when one fails. */
  versions: RemoteVersion[];
  /** This share of visitors (sticky per visitor) tries this version before the live one. */
  canary?: RemoteVersion & { percent: number };
}

export interface RuntimeConfig {
  /** Each remote's versions, as its release channel names them when the page is served. */
  remotes: Record<RemoteName, RemoteSource>;
  sentry: {
    dsn: string;
    environment: string;
    /** A team's own Sentry DSN: errors thrown in its remote's code go there (missing: `dsn`). */
    remoteDsns?: Partial<Record<RemoteName, string>>;
  };
  /** The shell's release, reported with its errors. */
  release: string;
}

export const CONFIG_GLOBAL = '__APP_CONFIG__';

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isRemoteVersion(value: unknown): value is RemoteVersion {
  return typeof value === 'object' && value !== null && isString((value as RemoteVersion).manifestUrl);
}

function isRemoteSource(value: unknown): value is RemoteSource {
  if (typeof value !== 'object' || value === null) return false;
  const { versions, canary } = value as Partial<RemoteSource>;
  return (
    Array.isArray(versions) &&
    versions.length > 0 &&
    versions.every(isRemoteVersion) &&
    (canary === undefined || (isRemoteVersion(canary) && typeof canary.percent === 'number'))
  );
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, sentry, release } = value as Partial<RuntimeConfig>;
  return (
    isString(release) &&
    typeof remotes === 'object' &&
    remotes !== null &&
    remoteNames.every((name) => isRemoteSource(remotes[name])) &&
    typeof sentry === 'object' &&
    sentry !== null &&
    isString(sentry.dsn) &&
    isString(sentry.environment) &&
    (sentry.remoteDsns === undefined || isStringRecord(sentry.remoteDsns))
  );
}

function isStringRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.values(value).every(isString);
}
