import { defineMessages, type IntlShape } from 'react-intl';
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

const messages = defineMessages({
  toolbar: { id: 'shared-ui.rich-text-editor.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'shared-ui.rich-text-editor.bold', defaultMessage: 'Bold' },
  italic: { id: 'shared-ui.rich-text-editor.italic', defaultMessage: 'Italic' },
  bulletList: { id: 'shared-ui.rich-text-editor.bullet-list', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'shared-ui.rich-text-editor.ordered-list', defaultMessage: 'Numbered list' },
  link: { id: 'shared-ui.rich-text-editor.link', defaultMessage: 'Link' },
  undo: { id: 'shared-ui.rich-text-editor.undo', defaultMessage: 'Undo' },
  redo: { id: 'shared-ui.rich-text-editor.redo', defaultMessage: 'Redo' },
  field: { id: 'shared-ui.rich-text-editor.link-panel.field', defaultMessage: 'Link address' },
  hint: { id: 'shared-ui.rich-text-editor.link-panel.hint', defaultMessage: 'A web address (https://…) or an email address.' },
  invalid: { id: 'shared-ui.rich-text-editor.link-panel.invalid', defaultMessage: 'Enter a web address such as https://example.com, or an email address.' },
  apply: { id: 'shared-ui.rich-text-editor.link-panel.apply', defaultMessage: 'Apply link' },
  remove: { id: 'shared-ui.rich-text-editor.link-panel.remove', defaultMessage: 'Remove link' },
  cancel: { id: 'shared-ui.rich-text-editor.link-panel.cancel', defaultMessage: 'Cancel' },
});

/** Keyboard shortcuts as the reader's keyboard labels them ("Strg" on a German one). */
export const shortcutMessages = defineMessages({
  bold: { id: 'shared-ui.rich-text-editor.shortcut.bold', defaultMessage: 'Ctrl+B' },
  italic: { id: 'shared-ui.rich-text-editor.shortcut.italic', defaultMessage: 'Ctrl+I' },
  link: { id: 'shared-ui.rich-text-editor.shortcut.link', defaultMessage: 'Ctrl+K' },
  undo: { id: 'shared-ui.rich-text-editor.shortcut.undo', defaultMessage: 'Ctrl+Z' },
  redo: { id: 'shared-ui.rich-text-editor.shortcut.redo', defaultMessage: 'Ctrl+Shift+Z' },
});

/** The toolbar's and link panel's texts in the page's language. */
export function defaultLabels(intl: IntlShape): RichTextEditorLabels {
  const text = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return {
    toolbar: text('toolbar'),
    bold: text('bold'),
    italic: text('italic'),
    bulletList: text('bulletList'),
    orderedList: text('orderedList'),
    link: text('link'),
    undo: text('undo'),
    redo: text('redo'),
    linkPanel: { field: text('field'), hint: text('hint'), invalid: text('invalid'), apply: text('apply'), remove: text('remove'), cancel: text('cancel') },
  };
}
