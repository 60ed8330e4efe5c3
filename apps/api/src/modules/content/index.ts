/* The public entry of content: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { isBlankRichText, richTextToPlain, sanitizeRichText } from './rich-text';
