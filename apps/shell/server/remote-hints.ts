import { isRemoteManifest, routesAssets } from '../src/remotes/manifest';

/** What a remote route's first render needs from the remote, as absolute URLs. */
export interface RemoteAssets {
  entry: string;
  scripts: string[];
  styles: string[];
  /** The routes module's catalogue chunk(s) by language (none for English, the code's own text). */
  catalogues: Record<string, string[]>;
}

/**
 * The remote entry and the routes module's own chunks (`sync`: the ones loading the module
 * fetches at once) named in a remote's mf-manifest.json, and its catalogue chunks. Shared
 * dependencies are left out: the shell provides them, so the remote's copies are never fetched.
 * Undefined for anything that is not a federation manifest.
 */
export function remoteAssetsFromManifest(manifest: unknown, manifestUrl: string): RemoteAssets | undefined {
  return isRemoteManifest(manifest) ? routesAssets(manifest, manifestUrl) : undefined;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A preload in the mode the page later fetches it, or the browser fetches twice: CORS without
 * cookies for another origin's files (webpack's `crossOriginLoading` applies to those only); a
 * plain request for the page's own.
 */
export function preloadLink(href: string, as: 'fetch' | 'script' | 'style', { sameOrigin = false } = {}): string {
  return `<link rel="preload" href="${attribute(href)}" as="${as}"${sameOrigin ? '' : ' crossorigin="anonymous"'}>`;
}

/**
 * `<link>` hints that let the browser fetch a remote route's files while the shell's own
 * scripts download, instead of one after another (manifest → entry → chunks). Every request
 * they start is the one the shell later makes, so the browser reuses it: the manifest as the
 * loader's `fetch` (CORS, no cookies cross-origin); the entry and chunks as classic scripts and
 * stylesheets with `crossorigin="anonymous"` (the federation plugin and webpack's
 * `crossOriginLoading`); in a language other than English, the routes' catalogue chunk too
 * (docs/languages.md, "Loading the words"). Without `assets` (manifest not read yet, or unreadable) only the
 * connection and the manifest are hinted.
 */
export function remoteHintLinks({ manifestUrl, assets, pageOrigin, locale }: { manifestUrl: string; assets?: RemoteAssets; pageOrigin: string; locale?: string }): string {
  const remoteOrigin = new URL(manifestUrl).origin;
  const links: string[] = [];
  const preload = (href: string, as: 'fetch' | 'script' | 'style') => links.push(preloadLink(href, as));
  // All the remote's requests are anonymous CORS ones, which use their own connections.
  if (remoteOrigin !== pageOrigin) links.push(`<link rel="preconnect" href="${attribute(remoteOrigin)}" crossorigin="anonymous">`);
  preload(manifestUrl, 'fetch');
  if (assets) {
    preload(assets.entry, 'script');
    for (const href of assets.scripts) preload(href, 'script');
    for (const href of assets.styles) preload(href, 'style');
    // The page's language's words, which the routes module would only ask for once it runs.
    for (const href of (locale && assets.catalogues[locale]) || []) preload(href, 'script');
  }
  return links.join('');
}
