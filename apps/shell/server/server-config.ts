import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePublicUrl, parseTrustProxy, type ProxyTrust } from '@marketplace/app-server/deployment';
import { remoteNames, type RemoteName, type RuntimeConfig } from '../src/app/runtime-config';

export interface ServerConfig {
  port: number;
  apiUrl: string;
  distDir: string;
  /** The site's origin as browsers address it (PUBLIC_URL); https turns HSTS on. */
  publicUrl: string;
  /** The TLS proxy in front of the shell, whose X-Forwarded-* name the real client (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  runtime: RuntimeConfig;
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

/** Reads the environment once, at start; nothing here is compiled into the browser code. */
export function readServerConfig(env: NodeJS.ProcessEnv, distDir: string): ServerConfig {
  const listenPort = port(env.PORT, 3000);
  return {
    port: listenPort,
    apiUrl: url('API_URL', env.API_URL || 'http://127.0.0.1:3100'),
    distDir,
    publicUrl: parsePublicUrl(env.PUBLIC_URL?.trim() || `http://localhost:${listenPort}`),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    runtime: {
      remotes: { booking: remoteUrl(env, 'booking'), provider: remoteUrl(env, 'provider'), market: remoteUrl(env, 'market') },
      sentry: { dsn: sentryDsn('SENTRY_DSN', env.SENTRY_DSN), environment: env.SENTRY_ENVIRONMENT || 'production', remoteDsns: remoteSentryDsns(env) },
      release: env.SENTRY_RELEASE || builtRelease(distDir),
    },
  };
}

function builtRelease(distDir: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(distDir, 'build-info.json'), 'utf8')) as { release: string }).release;
  } catch {
    return 'shell@unknown';
  }
}
