import { plural } from '../plural/plural';

/** The visible counter under the editor: "120 of 2,000 characters". */
export function characterCountText(length: number, maxLength: number, locale?: string): string {
  const format = (value: number) => value.toLocaleString(locale);
  return `${format(length)} of ${format(maxLength)} characters`;
}

/**
 * What the polite live region says about the limit: nothing until the last tenth (at least 10
 * characters) is reached, then the characters left in steps of ten, so a screen reader hears
 * a few updates rather than one per keystroke.
 */
export function limitAnnouncement(length: number, maxLength: number): string {
  const remaining = maxLength - length;
  if (remaining <= 0) return `Character limit of ${maxLength} reached`;
  const threshold = Math.max(10, Math.ceil(maxLength / 10));
  if (remaining > threshold) return '';
  if (remaining <= 10) return `${plural(remaining, { one: 'character', other: 'characters' })} left`;
  return `Fewer than ${Math.ceil(remaining / 10) * 10} characters left`;
}
