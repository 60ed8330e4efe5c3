import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets the title while mounted and restores the previous one after', () => {
    document.title = 'Site';
    const { rerender, unmount } = render(<Page title="Profile" />);
    expect(document.title).toBe('Profile');
    rerender(<Page title="Settings" />);
    expect(document.title).toBe('Settings');
    unmount();
    expect(document.title).toBe('Site');
  });
});
