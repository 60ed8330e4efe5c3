/** A message as the catalogues know it (docs/languages.md): its id and its English. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * react-intl's `defineMessages`, which this package cannot import (the API uses it too, and it
 * depends on zxcvbn alone): the same name and shape, so `pnpm i18n:extract` and the build's
 * message compiler read these calls as they read the apps' own.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
