import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextArea } from '../text-field/text-area';
import { FormDialog, type FormDialogProps } from './form-dialog';

function Example(props: Partial<FormDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Rename the list"
      description="Only you see its name."
      formLabel="Rename"
      errorTitle="The list was not renamed"
      submitLabel="Rename"
      cancelLabel="Keep the name"
      onSubmit={jest.fn()}
      {...props}
    >
      <TextArea label="Name" />
    </FormDialog>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('FormDialog', () => {
  it('holds a named form with Cancel and Submit below it, the first field focused', () => {
    render(<Example />);
    const dialog = screen.getByRole('dialog', { name: 'Rename the list' });
    expect(dialog).toHaveAccessibleDescription('Only you see its name.');
    const form = within(dialog).getByRole('form', { name: 'Rename' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Keep the name' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toHaveAttribute('type', 'submit');
  });

  it('focuses Cancel when asked to', () => {
    render(<Example initialFocus="cancel" />);
    expect(screen.getByRole('button', { name: 'Keep the name' })).toHaveFocus();
  });

  it('is pending while onSubmit runs: Submit busy with its busy label, Cancel disabled, no closing', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onSubmit = jest.fn(() => work.promise);
    render(<Example onSubmit={onSubmit} pendingLabel="Renaming…" />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const submit = screen.getByRole('button', { name: 'Renaming…' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Keep the name' })).toBeDisabled();
    await user.click(submit);
    await user.keyboard('{Escape}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => work.resolve());
    expect(screen.getByRole('button', { name: 'Rename' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Keep the name' })).toBeEnabled();
  });

  it('shows what onError makes of a failure in an alert, and clears it on the next try', async () => {
    const user = userEvent.setup();
    const failure = new Error('Taken');
    const onSubmit = jest.fn().mockRejectedValueOnce(failure).mockReturnValueOnce(deferred().promise);
    const onError = jest.fn(() => 'That name is taken.');
    render(<Example onSubmit={onSubmit} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list was not renamed');
    expect(alert).toHaveTextContent('That name is taken.');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens again without the last opening’s error', async () => {
    const user = userEvent.setup();
    function Reopened() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <FormDialog open={open} onOpenChange={setOpen} title="Rename" formLabel="Rename" submitLabel="Save" onSubmit={() => Promise.reject(new Error('Refused'))} onError={() => 'Refused'} />
        </>
      );
    }
    render(<Reopened />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no alert when onError placed the errors elsewhere, and reports a failure nobody handles', async () => {
    const reportError = jest.fn();
    Object.assign(globalThis, { reportError });
    try {
      const user = userEvent.setup();
      const failure = new Error('Network down');
      const { unmount } = render(<Example onSubmit={() => Promise.reject(failure)} onError={() => null} />);
      await user.click(screen.getByRole('button', { name: 'Rename' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).not.toHaveAttribute('aria-busy'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();

      render(<Example onSubmit={() => Promise.reject(failure)} />);
      await user.click(screen.getByRole('button', { name: 'Rename' }));
      await waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
    } finally {
      Reflect.deleteProperty(globalThis, 'reportError');
    }
  });

  it('shows an error of the page’s own', () => {
    render(<Example error="Choose a name first." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a name first.');
  });

  it('leaves out the form and Submit when nothing can be sent, still showing the intro', () => {
    render(<Example canSubmit={false} intro={<p>Renaming is not possible.</p>} />);
    expect(screen.getByText('Renaming is not possible.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });

  it('is a confirmation without fields: no form, and Submit runs onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<FormDialog open onOpenChange={jest.fn()} title="Archive the list?" initialFocus="submit" submitLabel="Archive" onSubmit={onSubmit} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel, or does what onCancel says', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const { unmount } = render(<Example onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Keep the name' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Keep the name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes react-hook-form’s handleSubmit: invalid fields stop it, and a failure reaches onError', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new Error('Refused'));
    function WithForm() {
      const { register, handleSubmit, formState } = useForm({ defaultValues: { name: '' } });
      return (
        <FormDialog open onOpenChange={jest.fn()} title="Rename" formLabel="Rename" submitLabel="Save" onSubmit={handleSubmit(send)} onError={(error) => (error as Error).message}>
          <TextArea label="Name" error={formState.errors.name?.message} {...register('name', { required: 'Give a name' })} />
        </FormDialog>
      );
    }
    render(<WithForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a name')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Groceries');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused');
    expect(send).toHaveBeenCalledWith({ name: 'Groceries' }, expect.anything());
  });
});
