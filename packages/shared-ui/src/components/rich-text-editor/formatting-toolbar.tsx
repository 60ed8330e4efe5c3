import type { Editor } from '@tiptap/react';
import { useIntl } from 'react-intl';
import { EditorToolbar, type ToolbarItem } from './editor-toolbar';
import { icons } from './icons';
import { shortcutMessages, type RichTextEditorLabels } from './labels';

export interface FormattingState {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

interface FormattingToolbarProps {
  editor: Editor;
  state: FormattingState;
  labels: RichTextEditorLabels;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  linkPanelId: string;
  linkOpen: boolean;
  disabled?: boolean;
  onToggleLink: () => void;
}

/** The editor's buttons, each tied to a TipTap command and showing whether it is on. */
export function FormattingToolbar({ editor, state, labels, controls, linkPanelId, linkOpen, disabled, onToggleLink }: FormattingToolbarProps) {
  const intl = useIntl();
  const shortcut = (key: keyof typeof shortcutMessages) => intl.formatMessage(shortcutMessages[key]);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void command(editor.chain().focus()).run();
  const items: ToolbarItem[] = [
    { id: 'bold', label: labels.bold, icon: icons.bold, pressed: state.bold, shortcut: shortcut('bold'), onPress: run((c) => c.toggleBold()) },
    { id: 'italic', label: labels.italic, icon: icons.italic, pressed: state.italic, shortcut: shortcut('italic'), onPress: run((c) => c.toggleItalic()) },
    {
      id: 'bullet-list',
      label: labels.bulletList,
      icon: icons.bulletList,
      pressed: state.bulletList,
      groupStart: true,
      onPress: run((c) => c.toggleBulletList()),
    },
    { id: 'ordered-list', label: labels.orderedList, icon: icons.orderedList, pressed: state.orderedList, onPress: run((c) => c.toggleOrderedList()) },
    {
      id: 'link',
      label: labels.link,
      icon: icons.link,
      expanded: linkOpen,
      controls: linkPanelId,
      shortcut: shortcut('link'),
      groupStart: true,
      onPress: onToggleLink,
    },
    { id: 'undo', label: labels.undo, icon: icons.undo, disabled: !state.canUndo, shortcut: shortcut('undo'), groupStart: true, onPress: run((c) => c.undo()) },
    { id: 'redo', label: labels.redo, icon: icons.redo, disabled: !state.canRedo, shortcut: shortcut('redo'), onPress: run((c) => c.redo()) },
  ];
  return <EditorToolbar label={labels.toolbar} controls={controls} items={disabled ? items.map((item) => ({ ...item, disabled: true })) : items} />;
}
