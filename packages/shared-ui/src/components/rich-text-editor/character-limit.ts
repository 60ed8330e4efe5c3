import type { IntlShape } from 'react-intl';

/** The visible counter under the editor: "120 of 2,000 characters". */
export function characterCountText(intl: IntlShape, length: number, maxLength: number): string {
  return intl.formatMessage(
    { id: 'shared-ui.rich-text-editor.character-count', defaultMessage: '{length, number} of {maxLength, number} characters' },
    { length, maxLength },
  );
}

/**
 * What the polite live region says about the limit: nothing until the last tenth (at least 10
 * characters) is reached, then the characters left in steps of ten, so a screen reader hears
 * a few updates rather than one per keystroke.
 */
export function limitAnnouncement(intl: IntlShape, length: number, maxLength: number): string {
  const remaining = maxLength - length;
  if (remaining <= 0) return intl.formatMessage({ id: 'shared-ui.rich-text-editor.limit-reached', defaultMessage: 'Character limit of {maxLength, number} reached' }, { maxLength });
  const threshold = Math.max(10, Math.ceil(maxLength / 10));
  if (remaining > threshold) return '';
  if (remaining <= 10) {
    return intl.formatMessage(
      { id: 'shared-ui.rich-text-editor.characters-left', defaultMessage: '{remaining, plural, one {# character} other {# characters}} left' },
      { remaining },
    );
  }
  return intl.formatMessage(
    { id: 'shared-ui.rich-text-editor.fewer-than-left', defaultMessage: 'Fewer than {bound, number} characters left' },
    { bound: Math.ceil(remaining / 10) * 10 },
  );
}
