import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

function Example({ withFocusTarget = false }: { withFocusTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit note
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit note"
        description="Only you can see it."
        initialFocusRef={withFocusTarget ? noteRef : undefined}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        }
      >
        <input aria-label="Title" />
        <textarea aria-label="Note" ref={noteRef} />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit note' });
    expect(dialog).toHaveAccessibleDescription('Only you can see it.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Edit note' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the × button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the element given by initialFocusRef', async () => {
    const user = userEvent.setup();
    render(<Example withFocusTarget />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('has no dangling aria-describedby without a description', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Dialog open onOpenChange={jest.fn()} title="Filters">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).not.toHaveAttribute('aria-describedby');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
