import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PictureLimits } from '@marketplace/contracts';

/** These messages take values: react-intl types what defineMessages returns as taking none. */
const withValues = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

const typeNames: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

const words = withValues(defineMessages({
  choices: { id: 'provider.picture.type-choices', defaultMessage: '{others} or {last}' },
  rules: { id: 'provider.picture.rules', defaultMessage: '{types}, up to {size}, at least {side} × {side} pixels.' },
  empty: { id: 'provider.picture.empty-file', defaultMessage: 'The file is empty.' },
  tooLarge: { id: 'provider.picture.too-large', defaultMessage: 'This file is larger than {size}. Choose a smaller picture.' },
}));

/** "8 MB", "0,5 MB": a size in the reader's number format. */
export const megabytes = (bytes: number, intl: IntlShape) =>
  intl.formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/** "JPEG, PNG or WebP, up to 8 MB, at least 96 × 96 pixels": said before a file is chosen. */
export function pictureRulesText(limits: PictureLimits, intl: IntlShape): string {
  const names = limits.types.map((type) => typeNames[type] ?? type);
  const types = names.length > 1 ? intl.formatMessage(words.choices, { others: names.slice(0, -1).join(', '), last: names[names.length - 1] }) : names.join('');
  return intl.formatMessage(words.rules, { types, size: megabytes(limits.maxBytes, intl), side: limits.minSide });
}

/**
 * What can be told before sending: too large. (The type is judged by the server from the bytes,
 * not by the name or the browser's guess, so a renamed file gets the server's answer.)
 */
export function pictureFileProblem(file: File, limits: PictureLimits, intl: IntlShape): string | null {
  if (file.size === 0) return intl.formatMessage(words.empty);
  if (file.size > limits.maxBytes) return intl.formatMessage(words.tooLarge, { size: megabytes(limits.maxBytes, intl) });
  return null;
}

/** react-easy-crop's area, as a square that stays inside the picture (its rounding can overshoot a pixel). */
export function squareCrop(area: { x: number; y: number; width: number; height: number }, natural: { width: number; height: number }) {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  const size = Math.floor(Math.min(area.width, area.height, natural.width - x, natural.height - y));
  return { x, y, size };
}
