import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { editorExtensions, externalContentMeta } from './extensions';

interface UseRichTextOptions {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  onLinkShortcut: () => void;
  maxLength?: number;
  disabled?: boolean;
  /** Attributes of the editable element (id, role, ARIA); kept up to date. */
  attributes: Record<string, string>;
}

/**
 * The TipTap editor behind RichTextEditor, as a controlled input: it reports every change as
 * HTML ('' when empty) and takes a new `value` when it differs from what it last reported (a
 * form reset), without reporting that back.
 */
export function useRichText({ value, onChange, onBlur, onLinkShortcut, maxLength, disabled, attributes }: UseRichTextOptions) {
  const callbacks = useRef({ onChange, onBlur, onLinkShortcut });
  const lastValue = useRef(value);
  useEffect(() => {
    callbacks.current = { onChange, onBlur, onLinkShortcut };
  });

  const editor = useEditor({
    extensions: editorExtensions(maxLength),
    // Its few needed rules are in our CSS module: no global <style> tag in the page.
    injectCSS: false,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          callbacks.current.onLinkShortcut();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastValue.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === lastValue.current) return;
    lastValue.current = value;
    editor.chain().setMeta(externalContentMeta, true).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            linkHref: current.isActive('link') ? (current.getAttributes('link').href as string | undefined) : undefined,
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
            isEmpty: current.isEmpty,
            length: current.state.doc.textContent.length,
          }
        : null,
  });

  return { editor, state };
}
