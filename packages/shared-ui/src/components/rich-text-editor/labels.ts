import type { LinkPanelLabels } from './link-panel';

export interface RichTextEditorLabels {
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  undo: string;
  redo: string;
  linkPanel: LinkPanelLabels;
}

export const defaultLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkPanel: {
    field: 'Link address',
    hint: 'A web address (https://…) or an email address.',
    invalid: 'Enter a web address such as https://example.com, or an email address.',
    apply: 'Apply link',
    remove: 'Remove link',
    cancel: 'Cancel',
  },
};
