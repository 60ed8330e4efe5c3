import { type ReactNode, useRef } from 'react';
import { Button } from '@marketplace/shared-ui/button';

/** What the pickers accept: the API checks each file by its content and says why it refuses one. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export interface PhotoPickerProps {
  /** The button's words, and the file input's name for assistive technology and tests. */
  label: string;
  children?: ReactNode;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  /** The files chosen, in their order; the input is emptied after, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the device's photo picker (several at once): the file input itself stays
 * out of sight and out of the tab order, the button is what is focused and pressed.
 */
export function PhotoPicker({ label, children, disabled = false, variant = 'secondary', onFiles }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant={variant} disabled={disabled} onClick={() => input.current?.click()}>
        {children ?? label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={PHOTO_TYPES}
        multiple
        tabIndex={-1}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
