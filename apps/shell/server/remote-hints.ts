import { REMOTE_ROUTES_MODULE } from '@marketplace/mfe-contract';
import { isRemoteManifest, remoteEntryUrl } from '../src/remotes/manifest';

/** What a remote route's first render needs from the remote, as absolute URLs. */
export interface RemoteAssets {
  entry: string;
  scripts: string[];
  styles: string[];
}

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The remote entry and the routes module's own chunks (`sync`: the ones loading the module
 * fetches at once) named in a remote's mf-manifest.json. Shared dependencies are left out: the
 * shell provides them, so the remote's copies are never fetched. Undefined for anything that is
 * not a federation manifest.
 */
export function remoteAssetsFromManifest(manifest: unknown, manifestUrl: string): RemoteAssets | undefined {
  if (!isRemoteManifest(manifest)) return undefined;
  const entry = remoteEntryUrl(manifest, manifestUrl);
  const exposes = (manifest as { exposes?: unknown }).exposes;
  const routes = Array.isArray(exposes)
    ? (exposes as Array<{ path?: unknown; assets?: ExposeAssets }>).find((expose) => expose.path === REMOTE_ROUTES_MODULE)
    : undefined;
  // Chunk names are relative to the entry's directory (publicPath 'auto').
  const resolve = (file: string) => new URL(file, entry).href;
  return {
    entry,
    scripts: strings(routes?.assets?.js?.sync).map(resolve),
    styles: strings(routes?.assets?.css?.sync).map(resolve),
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `<link>` hints that let the browser fetch a remote route's files while the shell's own
 * scripts download, instead of one after another (manifest → entry → chunks). Every request
 * they start is the one the shell later makes, so the browser reuses it: the manifest as the
 * loader's `fetch` (CORS, no cookies cross-origin); the entry and chunks as classic scripts and
 * stylesheets with `crossorigin="anonymous"` (the federation plugin and webpack's
 * `crossOriginLoading`). Without `assets` (manifest not read yet, or unreadable) only the
 * connection and the manifest are hinted.
 */
export function remoteHintLinks({ manifestUrl, assets, pageOrigin }: { manifestUrl: string; assets?: RemoteAssets; pageOrigin: string }): string {
  const remoteOrigin = new URL(manifestUrl).origin;
  const links: string[] = [];
  const preload = (href: string, as: 'fetch' | 'script' | 'style') =>
    links.push(`<link rel="preload" href="${attribute(href)}" as="${as}" crossorigin="anonymous">`);
  // All the remote's requests are anonymous CORS ones, which use their own connections.
  if (remoteOrigin !== pageOrigin) links.push(`<link rel="preconnect" href="${attribute(remoteOrigin)}" crossorigin="anonymous">`);
  preload(manifestUrl, 'fetch');
  if (assets) {
    preload(assets.entry, 'script');
    for (const href of assets.scripts) preload(href, 'script');
    for (const href of assets.styles) preload(href, 'style');
  }
  return links.join('');
}
