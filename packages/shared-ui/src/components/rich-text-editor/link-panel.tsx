import { useState, type KeyboardEvent } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { normalizeLinkHref } from './link-href';
import styles from './rich-text-editor.module.css';

export interface LinkPanelLabels {
  field: string;
  hint: string;
  invalid: string;
  apply: string;
  remove: string;
  cancel: string;
}

interface LinkPanelProps {
  id: string;
  labels: LinkPanelLabels;
  /** The href of the link at the cursor, when there is one. */
  currentHref?: string;
  onApply: (href: string, typed: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The link's address, asked inline under the toolbar (no browser prompt). It sits inside the
 * page's form, so Enter applies the link instead of submitting that form, and Escape closes it.
 */
export function LinkPanel({ id, labels, currentHref, onApply, onRemove, onClose }: LinkPanelProps) {
  const [input, setInput] = useState(currentHref?.replace(/^mailto:/i, '') ?? '');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const href = normalizeLinkHref(input);
    if (!href) {
      setError(labels.invalid);
      return;
    }
    onApply(href, input.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div id={id} role="group" aria-label={labels.field} className={styles.linkPanel}>
      <TextField
        label={labels.field}
        hint={labels.hint}
        error={error ?? undefined}
        inputMode="url"
        autoComplete="off"
        // Opening the panel is asking for the address: the field takes the focus.
        autoFocus
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        className={styles.linkField}
      />
      <div className={styles.linkActions}>
        <Button size="sm" onClick={apply}>
          {labels.apply}
        </Button>
        {currentHref && (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {labels.remove}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {labels.cancel}
        </Button>
      </div>
    </div>
  );
}
