export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './rich-text-editor';
export type { RichTextEditorLabels } from './labels';
