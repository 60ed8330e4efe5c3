// @ts-check
/**
 * Loads a message catalogue (`src/messages/<locale>.json`, `{ id: ICU message }`) compiled to
 * ICU syntax trees, so the page needs no message parser (docs/languages.md). `?pseudo=en-XA`
 * (or en-XB) on an English catalogue makes FormatJS's pseudo-locale of it instead.
 */
import { compile } from '@formatjs/cli-lib';

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
export default function messagesLoader() {
  const callback = this.async();
  const pseudoLocale = new URLSearchParams(this.resourceQuery).get('pseudo') ?? undefined;
  compile([this.resourcePath], {
    ast: true,
    format: 'simple',
    ...(pseudoLocale ? { pseudoLocale: /** @type {'en-XA' | 'en-XB'} */ (pseudoLocale) } : {}),
  }).then(
    (compiled) => callback(null, `export default ${compiled};`),
    (error) => callback(error),
  );
}
