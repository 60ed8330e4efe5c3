/**
 * Settings the shell's server reads from its environment at start and writes into the page
 * (`window.__APP_CONFIG__`), so a remote can move or Sentry can be switched on without a rebuild.
 */
export const remoteNames = ['booking', 'provider', 'market'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RuntimeConfig {
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
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

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, sentry, release } = value as Partial<RuntimeConfig>;
  return (
    isString(release) &&
    typeof remotes === 'object' &&
    remotes !== null &&
    remoteNames.every((name) => isString(remotes[name])) &&
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
