/**
 * The class names given, skipping those switched off (`cond && styles.x`) or not passed.
 * What the components used clsx for; clsx itself was copied into every component's chunk (each
 * component is its own shared module), six copies on the home page alone.
 */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
