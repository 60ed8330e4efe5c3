import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const icons = {
  bold: (
    <Icon>
      <path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M12 4H8M12 16H8M11 4 9 16" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <path d="M8 5h9M8 10h9M8 15h9" />
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M8 5h9M8 10h9M8 15h9M3 4l1-1v4M3 13h2l-2 3h2" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.8-2.8a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0l-2.8 2.8a3 3 0 0 0 4.2 4.2l1-1" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M7 5 3 9l4 4M3 9h9a4 4 0 0 1 0 8h-2" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m13 5 4 4-4 4M17 9H8a4 4 0 0 0 0 8h2" />
    </Icon>
  ),
};
