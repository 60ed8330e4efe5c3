import { classNames } from '../../internal/class-names';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rovingIndex } from './roving-index';
import styles from './rich-text-editor.module.css';

export interface ToolbarItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** Set for formatting toggles (announced as pressed / not pressed). */
  pressed?: boolean;
  /** Set for a button that opens a panel. */
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  shortcut?: string;
  /** Starts a new visual group. */
  groupStart?: boolean;
  onPress: () => void;
}

interface EditorToolbarProps {
  label: string;
  controls: string;
  items: readonly ToolbarItem[];
}

/**
 * A WAI-ARIA toolbar: one tab stop, Left/Right (mirrored right to left)/Home/End move between the buttons. Disabled
 * buttons stay focusable (`aria-disabled`) so the arrow keys never skip or lose the focus.
 * Pressing a button keeps the editor's selection (mousedown doesn't steal focus).
 */
export function EditorToolbar({ label, controls, items }: EditorToolbarProps) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = rovingIndex(active, event.key, items.length, direction);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          className={classNames(styles.toolButton, item.groupStart && index > 0 && styles.groupStart)}
          aria-label={item.label}
          title={item.shortcut ? intl.formatMessage({ id: 'shared-ui.rich-text-editor.with-shortcut', defaultMessage: '{label} ({shortcut})' }, { label: item.label, shortcut: item.shortcut }) : item.label}
          aria-pressed={item.pressed}
          aria-expanded={item.expanded}
          aria-controls={item.expanded ? item.controls : undefined}
          aria-disabled={item.disabled || undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => {
            if (!item.disabled) item.onPress();
          }}
        >
          {item.icon}
        </button>
      ))}
    </div>
  );
}
