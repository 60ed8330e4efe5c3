/**
 * Where an image's own bytes end, read from its structure: JPEG up to its end-of-image marker,
 * PNG up to its IEND chunk, WebP up to its RIFF size. Anything after that end is another file
 * riding along (a polyglot: a JPEG with an HTML page or a ZIP appended). null: the structure
 * is broken or incomplete (the decoder reports that better).
 */
export function imageEnd(bytes: Uint8Array, type: 'image/jpeg' | 'image/png' | 'image/webp'): number | null {
  if (type === 'image/png') return pngEnd(bytes);
  if (type === 'image/webp') return webpEnd(bytes);
  return jpegEnd(bytes);
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function pngEnd(bytes: Uint8Array): number | null {
  const data = view(bytes);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = data.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (type === 'IEND') return offset <= bytes.length ? offset : null;
  }
  return null;
}

function webpEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 12) return null;
  const size = view(bytes).getUint32(4, true);
  // RIFF chunks are padded to an even length.
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? end : null;
}

/** Markers without a length field: TEM and RST0–7 (inside scans). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegEnd(bytes: Uint8Array): number | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    const segmentEnd = offset + 2 + data.getUint16(offset + 2);
    if (marker !== 0xda) {
      offset = segmentEnd;
      continue;
    }
    // Entropy-coded data after start-of-scan: the next marker is an 0xFF not followed by 0x00 or a restart marker.
    offset = segmentEnd;
    while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && bytes[offset + 1] !== 0x00 && !standalone(bytes[offset + 1]!))) offset += 1;
  }
  return null;
}

/** Markup that has no business inside a picture: what a browser or server would treat as a page or a script. */
const markup = /<(script|html|body|iframe|object|embed|svg|!doctype|\?php)[\s>/]/i;

export function containsMarkup(bytes: Uint8Array): boolean {
  return markup.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
