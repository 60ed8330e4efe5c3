import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePublicUrl, parseTrustProxy, type ProxyTrust } from '@marketplace/app-server/deployment';
import { shellAcceptsSchema, type ShellAccepts } from '@marketplace/app-server/releases';
import { remoteNames, type RemoteName, type RuntimeConfig } from '../src/app/runtime-config';

export interface ServerConfig {
  port: number;
  apiUrl: string;
  distDir: string;
  /** The site's origin as browsers address it (PUBLIC_URL); https turns HSTS on. */
  publicUrl: string;
  /** The TLS proxy in front of the shell, whose X-Forwarded-* name the real client (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  /** Each remote's mf-manifest.json URL (BOOKING_REMOTE_URL, …); its release channel is beside it. */
  remoteManifestUrls: Record<RemoteName, string>;
  /** Whose release channel the shell follows (RELEASE_ENVIRONMENT, default production). */
  releaseEnvironment: string;
  /** What this shell build accepts from remotes (its build-info.json); absent in a development build. */
  accepts?: ShellAccepts;
  /**
   * Whether a visitor may ask for a pseudo-locale (PSEUDO_LOCALES=1): for finding text that
   * escaped translation, never on an https site (docs/languages.md).
   */
  allowPseudoLocales: boolean;
  /** The page's run-time configuration, but for each remote's versions (read from its channel per page). */
  runtime: Omit<RuntimeConfig, 'remotes'>;
}

const defaultRemotePorts: Record<RemoteName, number> = { booking: 3001, provider: 3002, market: 3003 };

function url(name: string, value: string): string {
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  return parsed.href;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}".`);
  return parsed;
}

function remoteUrl(env: NodeJS.ProcessEnv, name: RemoteName): string {
  const variable = `${name.toUpperCase()}_REMOTE_URL`;
  return url(variable, env[variable] || `http://localhost:${defaultRemotePorts[name]}/mf-manifest.json`);
}

function sentryDsn(name: string, value: string | undefined): string {
  const dsn = value?.trim() ?? '';
  if (dsn && !/^https?:\/\/[^@/]+@[^/]+\/.+/.test(dsn)) {
    throw new Error(`${name} must be a Sentry DSN (https://<key>@<host>/<project>) or empty, got "${value}".`);
  }
  return dsn;
}

function environmentName(value: string | undefined): string {
  const name = value?.trim() || 'production';
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(name)) throw new Error(`RELEASE_ENVIRONMENT must be a lower-case name such as production or staging, got "${value}".`);
  return name;
}

/** Each team's own project (`BOOKING_SENTRY_DSN`, …); a remote left out reports to SENTRY_DSN. */
function remoteSentryDsns(env: NodeJS.ProcessEnv): Partial<Record<RemoteName, string>> {
  const dsns: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const variable = `${name.toUpperCase()}_SENTRY_DSN`;
    const dsn = sentryDsn(variable, env[variable]);
    if (dsn) dsns[name] = dsn;
  }
  return dsns;
}

function pseudoLocalesAllowed(value: string | undefined, publicUrl: string): boolean {
  if (!value || value === '0') return false;
  if (value !== '1') throw new Error(`PSEUDO_LOCALES must be 1 or 0, got "${value}".`);
  if (publicUrl.startsWith('https:')) throw new Error('PSEUDO_LOCALES is for test and development sites, not one served over https.');
  return true;
}

/** Reads the environment once, at start; nothing here is compiled into the browser code. */
export function readServerConfig(env: NodeJS.ProcessEnv, distDir: string): ServerConfig {
  const listenPort = port(env.PORT, 3000);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL?.trim() || `http://localhost:${listenPort}`);
  return {
    port: listenPort,
    apiUrl: url('API_URL', env.API_URL || 'http://127.0.0.1:3100'),
    distDir,
    publicUrl,
    allowPseudoLocales: pseudoLocalesAllowed(env.PSEUDO_LOCALES, publicUrl),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    remoteManifestUrls: { booking: remoteUrl(env, 'booking'), provider: remoteUrl(env, 'provider'), market: remoteUrl(env, 'market') },
    releaseEnvironment: environmentName(env.RELEASE_ENVIRONMENT),
    accepts: builtAccepts(distDir),
    runtime: {
      sentry: { dsn: sentryDsn('SENTRY_DSN', env.SENTRY_DSN), environment: env.SENTRY_ENVIRONMENT || 'production', remoteDsns: remoteSentryDsns(env) },
      release: env.SENTRY_RELEASE || builtRelease(distDir),
    },
  };
}

function buildInfo(distDir: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'build-info.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

function builtRelease(distDir: string): string {
  const release = (buildInfo(distDir) as { release?: unknown } | undefined)?.release;
  return typeof release === 'string' ? release : 'shell@unknown';
}

function builtAccepts(distDir: string): ShellAccepts | undefined {
  return shellAcceptsSchema.safeParse(buildInfo(distDir)).data;
}
