// @ts-check
/**
 * English is the code's own text (docs/languages.md): each `defaultMessage` is compiled here to
 * its ICU syntax tree by FormatJS's TypeScript transformer, so the page carries no message
 * parser. Runs before swc-loader, only on files that have a message. (FormatJS's SWC plugin
 * would do it inside swc, but no published version matches @swc/core 1.16's plugin runner: it
 * fails on typed default parameters, "Failed to deserialize program received from host".)
 */
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';

const compilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  // Imports stay as written (swc-loader drops the type-only ones).
  verbatimModuleSyntax: true,
  sourceMap: true,
  inlineSources: true,
};

/**
 * @this {import('webpack').LoaderContext<Record<string, never>>}
 * @param {string} source
 */
export default function precompileMessagesLoader(source) {
  if (!source.includes('defaultMessage')) return source;
  const { outputText, sourceMapText } = ts.transpileModule(source, {
    fileName: this.resourcePath,
    compilerOptions,
    // The transformer is typed against its own copy of TypeScript's declarations: the same API.
    transformers: { before: [transformWithTs(/** @type {never} */ (ts), { ast: true })] },
  });
  const code = outputText.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
  this.callback(null, code, sourceMapText ? JSON.parse(sourceMapText) : undefined);
  return undefined;
}
