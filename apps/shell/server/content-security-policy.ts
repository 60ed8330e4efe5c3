export interface PolicySources {
  /** Each remote's mf-manifest.json URL: its origin serves the manifest, scripts and styles. */
  remoteManifestUrls: string[];
  /** Empty when reporting is off. */
  sentryDsn: string;
  /** The teams' own Sentry DSNs (BOOKING_SENTRY_DSN, …): their error reports go there. */
  remoteSentryDsns?: string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The shell page's Content-Security-Policy, as a function of the response's nonce. Scripts and
 * styles come from this origin and the configured remotes' origins only; inline script and
 * style only with the nonce (the run-time configuration; the scroll lock a dialog injects);
 * nothing may frame the page. Session replay compresses in a worker it starts from a blob: URL.
 * Images come from this origin (the API's pictures) and data:/blob: URLs components create.
 */
export function contentSecurityPolicy({ remoteManifestUrls, sentryDsn, remoteSentryDsns = [] }: PolicySources): (nonce: string) => string {
  const remotes = [...new Set(remoteManifestUrls.map(originOf))];
  const reporting = sentryDsn ? [...new Set([sentryDsn, ...remoteSentryDsns].map(originOf))] : [];
  const directives = (nonce: string): Array<[string, string[]]> => [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, `'nonce-${nonce}'`]],
    ['style-src', ["'self'", ...remotes, `'nonce-${nonce}'`]],
    ['connect-src', ["'self'", ...remotes, ...reporting]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return (nonce) =>
    directives(nonce)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join('; ');
}
