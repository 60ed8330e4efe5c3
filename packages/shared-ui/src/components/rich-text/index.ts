export { RichText, type RichTextProps } from './rich-text';
export { sanitizeRichText } from './sanitize-rich-text';
