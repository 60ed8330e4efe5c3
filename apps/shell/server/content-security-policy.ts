import { createHash } from 'node:crypto';

export interface PolicySources {
  /** Each remote's mf-manifest.json URL: its origin serves the manifest, scripts and styles. */
  remoteManifestUrls: string[];
  /** Empty when reporting is off. */
  sentryDsn: string;
  /** The exact text of each inline <script> the page carries. */
  inlineScripts: string[];
}

/** The CSP source that allows exactly this inline script text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The shell page's Content-Security-Policy. Scripts and styles come from this origin and the
 * configured remotes' origins only, inline script only by hash, nothing may frame the page.
 * Session replay compresses in a worker it starts from a blob: URL. Images come from this
 * origin (the API's pictures) and data:/blob: URLs the components create.
 */
export function contentSecurityPolicy({ remoteManifestUrls, sentryDsn, inlineScripts }: PolicySources): string {
  const remotes = [...new Set(remoteManifestUrls.map(originOf))];
  const reporting = sentryDsn ? [originOf(sentryDsn)] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...inlineScripts.map(scriptHash)]],
    ['style-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...reporting]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
