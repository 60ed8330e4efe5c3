/**
 * A message as the catalogues know it (docs/languages.md): its id and its English. `values`
 * are ICU arguments, for the few messages that carry some.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * react-intl's `defineMessages`, which contracts cannot import (it depends only on zod and
 * @marketplace/i18n): the same name and shape, so `pnpm i18n:extract` reads these calls as it
 * reads the apps' own.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
