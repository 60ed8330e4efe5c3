import { useEffect } from 'react';

/**
 * Sets the tab title while the calling screen is shown — "<title> · <site name>", or the site
 * name alone for an empty title — and puts the previous title back when it unmounts, so every
 * route announces where the user is.
 */
export function useDocumentTitle(title: string, siteName = 'Handyhub'): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${siteName}` : siteName;
    return () => {
      document.title = previous;
    };
  }, [title, siteName]);
}
