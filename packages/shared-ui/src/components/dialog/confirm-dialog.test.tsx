import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Example(props: Pick<ConfirmDialogProps, 'onConfirm' | 'tone'>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete address?"
      message="This can't be undone."
      confirmLabel="Delete"
      cancelLabel="Keep it"
      {...props}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with the message as description; danger focuses Cancel', () => {
    render(<Example tone="danger" onConfirm={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete address?' });
    expect(dialog).toHaveAccessibleDescription("This can't be undone.");
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('shows loading until onConfirm settles, then closes', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onConfirm = jest.fn(() => work.promise);
    render(<Example onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(async () => work.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the focus on Confirm inside the dialog while it works', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onConfirm = jest.fn(() => work.promise);
    render(<Example onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A natively disabled button would drop the focus to <body>, outside the modal.
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(async () => work.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and hands the failure to reportError when onConfirm rejects', async () => {
    // jsdom has no reportError; browsers route it to the window's error handlers.
    const reportError = jest.fn();
    Object.assign(globalThis, { reportError });
    try {
      const user = userEvent.setup();
      const failure = new Error('Network down');
      render(<Example onConfirm={() => Promise.reject(failure)} />);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(reportError).toHaveBeenCalledWith(failure);
    } finally {
      Reflect.deleteProperty(globalThis, 'reportError');
    }
  });

  it('closes at once for a synchronous onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without calling onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
