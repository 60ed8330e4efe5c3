import { Extension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './link-href';

/** Marks a transaction that replaces the content from the `value` prop (not typed by the user). */
export const externalContentMeta = 'richTextExternalContent';

/**
 * Refuses typing or pasting that would grow the text past `maxLength` (like a textarea's
 * maxlength). Shrinking, undo back under the limit and content set from `value` always pass.
 */
function characterLimit(maxLength: number) {
  return Extension.create({
    name: 'characterLimit',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('characterLimit'),
          filterTransaction(tr, state) {
            if (!tr.docChanged || tr.getMeta(externalContentMeta)) return true;
            const next = tr.doc.textContent.length;
            return next <= maxLength || next <= state.doc.textContent.length;
          },
        }),
      ];
    },
  });
}

/**
 * Paragraphs, bold, italic, bulleted and numbered lists, links and undo/redo: nothing else can
 * be typed or pasted (a pasted heading becomes a paragraph, an image is dropped), so the HTML
 * the editor produces stays within what the server's sanitizer keeps.
 */
export function editorExtensions(maxLength: number | undefined) {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      hardBreak: false,
      dropcursor: false,
      gapcursor: false,
      trailingNode: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    ...(maxLength ? [characterLimit(maxLength)] : []),
  ];
}
