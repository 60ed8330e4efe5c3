import { REMOTE_ROUTES_MODULE } from '@marketplace/mfe-contract';

/** The part of a remote's mf-manifest.json the shell reads to find its entry script. */
export interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { name: string; path: string };
  };
}

export function isRemoteManifest(value: unknown): value is RemoteManifest {
  const meta = (value as { metaData?: Partial<RemoteManifest['metaData']> } | null)?.metaData;
  return typeof meta?.globalName === 'string' && typeof meta.remoteEntry?.name === 'string';
}

/**
 * The remote entry's absolute URL. With `publicPath: 'auto'` the entry sits beside the
 * manifest, so a remote can be moved by changing only its manifest URL.
 */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const file = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/${remoteEntry.name}` : remoteEntry.name;
  return new URL(file, base).href;
}

/**
 * A build's catalogue chunk for a language: every `import()` of that language's messages is
 * named `catalogue-<locale>` (the `webpackChunkName` in each app's and package's
 * messages/catalogue.ts), so webpack makes one file of them, e.g. `catalogue-de.3f2a….js`.
 * That file can then be fetched beside the code that shows the words (docs/languages.md,
 * "Loading the words").
 */
export function catalogueChunkLocale(file: string): string | undefined {
  return /(?:^|\/)catalogue-([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.[0-9a-f]+\.js$/.exec(file)?.[1];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A federation manifest's `./routes` expose and its files (those it loads at once, and later). */
function routesExpose(manifest: RemoteManifest): { sync: string[]; async: string[]; styles: string[] } {
  const exposes = (manifest as { exposes?: unknown }).exposes;
  const routes = Array.isArray(exposes)
    ? (exposes as Array<{ path?: unknown; assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown } } }>).find((expose) => expose.path === REMOTE_ROUTES_MODULE)
    : undefined;
  return { sync: strings(routes?.assets?.js?.sync), async: strings(routes?.assets?.js?.async), styles: strings(routes?.assets?.css?.sync) };
}

/** The files of a remote's routes module, as absolute URLs: its own scripts and styles, and its catalogue chunks by language. */
export function routesAssets(manifest: RemoteManifest, manifestUrl: string) {
  // Chunk names are relative to the entry's directory (publicPath 'auto').
  const entry = remoteEntryUrl(manifest, manifestUrl);
  const resolve = (file: string) => new URL(file, entry).href;
  const { sync, async, styles } = routesExpose(manifest);
  const catalogues: Record<string, string[]> = {};
  for (const file of async) {
    const locale = catalogueChunkLocale(file);
    if (locale) (catalogues[locale] ??= []).push(resolve(file));
  }
  return { entry, scripts: sync.map(resolve), styles: styles.map(resolve), catalogues };
}
