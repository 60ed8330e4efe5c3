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
