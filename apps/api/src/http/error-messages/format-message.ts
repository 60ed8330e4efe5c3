import type { MessageDescriptor } from '@marketplace/contracts/messages';

export type MessageValues = Record<string, string | number>;

/**
 * ICU's `{name}`, `{count, plural, one {…} other {…}}` (with `#`) and `{kind, select, …}`: all the API's error
 * messages use. A stand-in for @formatjs/intl's `createIntl(…).formatMessage`, which apps/api
 * cannot import until it depends on it (docs/languages.md): replace it then.
 */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open < 0) return out + message.slice(index);
    out += message.slice(index, open);
    const close = matching(message, open);
    out += argument(message.slice(open + 1, close), values, locale);
    index = close + 1;
  }
  return out;
}

function matching(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index++) {
    if (message[index] === '{') depth++;
    else if (message[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in "${message}"`);
}

function argument(body: string, values: MessageValues, locale: string): string {
  const [name = '', type, ...rest] = body.split(',');
  const value = values[name.trim()];
  const kind = type?.trim();
  if (kind !== 'plural' && kind !== 'select') return String(value ?? `{${body}}`);
  const count = Number(value);
  const options = rest.join(',');
  const branches = new Map<string, string>();
  for (let index = 0; index < options.length; ) {
    const open = options.indexOf('{', index);
    if (open < 0) break;
    const close = matching(options, open);
    branches.set(options.slice(index, open).trim(), options.slice(open + 1, close));
    index = close + 1;
  }
  if (kind === 'select') return formatMessage(branches.get(String(value)) ?? branches.get('other') ?? '', values, locale);
  const branch = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other') ?? '';
  return formatMessage(branch.replaceAll('#', new Intl.NumberFormat(locale).format(count)), values, locale);
}

/** A message in a catalogue's language, its English when the catalogue lacks it. */
export function formatIn(catalogue: Record<string, string>, locale: string) {
  return (descriptor: MessageDescriptor, values: MessageValues = {}) => formatMessage(catalogue[descriptor.id] ?? descriptor.defaultMessage, values, locale);
}
