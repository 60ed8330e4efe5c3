import { EditorContent } from '@tiptap/react';
import { classNames } from '../../internal/class-names';
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { describedBy, FieldError, FieldHint, fieldStyles, useFieldIds } from '../../internal/field';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { characterCountText, limitAnnouncement } from './character-limit';
import { LinkPanel } from './link-panel';
import { FormattingToolbar } from './formatting-toolbar';
import { defaultLabels, type RichTextEditorLabels } from './labels';
import { useRichText } from './use-rich-text';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** Visible label; names the editable area. */
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; marks the area `aria-invalid` and is read with it. */
  error?: ReactNode;
  /** The content as HTML ('' when empty). */
  value: string;
  /** Called with the new HTML on every change ('' when the text is empty). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Most characters of text (markup not counted); shows a live counter and stops typing there. */
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Texts of the toolbar and link panel, for another wording (the page's language by default). */
  labels?: Partial<RichTextEditorLabels>;
  /** `focus()` puts the cursor in the editor; react-hook-form's Controller uses it on errors. */
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * A labelled rich-text field (TipTap): paragraphs, bold, italic, bulleted and numbered lists,
 * links (http, https, mailto) and undo/redo, nothing else. Controlled with `value`/`onChange`
 * (HTML), so it works with react-hook-form's Controller.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, hint, error, value, onChange, onBlur, placeholder, maxLength, required, disabled, id, className, ref } = props;
  const intl = useIntl();
  const labels: RichTextEditorLabels = { ...defaultLabels(intl), ...props.labels };
  const ids = useFieldIds(id);
  const labelId = `${ids.controlId}-label`;
  const counterId = `${ids.controlId}-counter`;
  const linkPanelId = `${ids.controlId}-link`;
  const [linkOpen, setLinkOpen] = useState(false);

  const attributes: Record<string, string> = {
    id: ids.controlId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: styles.content ?? '',
    ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
  };
  const description = describedBy(hint ? ids.hintId : null, maxLength ? counterId : null, error ? ids.errorId : null);
  if (description) attributes['aria-describedby'] = description;

  const { editor, state } = useRichText({ value, onChange, onBlur, maxLength, disabled, attributes, onLinkShortcut: () => setLinkOpen(true) });
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  function closeLink() {
    setLinkOpen(false);
    editor?.commands.focus();
  }

  return (
    <div className={classNames(fieldStyles.field, className)}>
      {/* Not a <label>: the editable area is no labelable element; clicking still focuses it. */}
      <div id={labelId} className={fieldStyles.label} onClick={() => editor?.commands.focus()}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <div className={classNames(styles.frame, error ? styles.invalid : undefined, disabled && styles.disabled)}>
        {editor && state && (
          <FormattingToolbar
            editor={editor}
            state={state}
            labels={labels}
            controls={ids.controlId}
            linkPanelId={linkPanelId}
            linkOpen={linkOpen}
            disabled={disabled}
            onToggleLink={() => (linkOpen ? closeLink() : setLinkOpen(true))}
          />
        )}
        {linkOpen && editor && (
          <LinkPanel
            id={linkPanelId}
            labels={labels.linkPanel}
            currentHref={state?.linkHref}
            onApply={(href, typed) => {
              const { empty } = editor.state.selection;
              if (empty && !editor.isActive('link')) {
                editor.chain().focus().insertContent({ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link').run();
              } else {
                editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
              }
              setLinkOpen(false);
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
            onClose={closeLink}
          />
        )}
        <div className={styles.editable}>
          {placeholder && state?.isEmpty && (
            <p className={styles.placeholder} aria-hidden="true">
              {placeholder}
            </p>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
      {maxLength !== undefined && (
        <>
          <p id={counterId} className={styles.counter}>
            {characterCountText(intl, state?.length ?? 0, maxLength)}
          </p>
          <VisuallyHidden role="status">{limitAnnouncement(intl, state?.length ?? 0, maxLength)}</VisuallyHidden>
        </>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
