/**
 * Entry points (html, remoteEntry.js, mf-manifest.json, main.js) must always be revalidated so
 * a redeployed remote is picked up at once; content-hashed chunks never change and are cached
 * for a year.
 */
const hashedAsset = /\.[0-9a-f]{8,}\.(?:js|css|map|woff2?|png|jpe?g|webp|svg)$/;
/** The build's brotli/gzip copies (served in place of `x.js`) follow the rules of `x.js`. */
const compressedCopy = /\.(?:br|gz)$/;

export function cacheControlFor(filePath: string): string {
  return hashedAsset.test(filePath.replace(compressedCopy, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A file of the release store, by its path inside a remote's folder: a version's files never
 * change once published (its entry and manifest included), so they are cached for good; a
 * channel names the live version and is revalidated on every use.
 */
export function releaseCacheControl(relativePath: string): string {
  return relativePath.startsWith('channels/') ? 'no-cache' : 'public, max-age=31536000, immutable';
}
