import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the tab after the screen and the site while mounted, and restores the previous title after', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Page title="Profile" />);
    expect(document.title).toBe('Profile · Handyhub');
    rerender(<Page title="Settings" />);
    expect(document.title).toBe('Settings · Handyhub');
    unmount();
    expect(document.title).toBe('Before');
  });

  it('uses the site name alone for an empty title', () => {
    render(<Page title="" />);
    expect(document.title).toBe('Handyhub');
  });
});
