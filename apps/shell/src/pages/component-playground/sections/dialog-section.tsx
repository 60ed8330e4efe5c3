import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog, Dialog, FormDialog } from '@marketplace/shared-ui/dialog';
import { Stack } from '@marketplace/shared-ui/stack';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function DialogExamples() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => intl.formatMessage({ id: 'shell.playground.dialog.home', defaultMessage: 'Home' }));
  const [draft, setDraft] = useState(name);
  function openDialog() {
    setDraft(name);
    setOpen(true);
  }
  function save() {
    setName(draft.trim() || name);
    setOpen(false);
  }
  const rename = intl.formatMessage({ id: 'shell.playground.dialog.rename', defaultMessage: 'Rename address' });
  return (
    <Example
      title={intl.formatMessage({
        id: 'shell.playground.dialog.title',
        defaultMessage: 'A form in a dialog: Escape, × and Cancel close it, focus returns to the button',
      })}
    >
      <Button onClick={openDialog}>{rename}</Button>
      <p className={styles.output}>
        <FormattedMessage id="shell.playground.dialog.address-name" defaultMessage="Address name: {name}" values={{ name: <span translate="no">{name}</span> }} />
      </p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={rename}
        description={intl.formatMessage({ id: 'shell.playground.dialog.description', defaultMessage: 'Shown in your list of saved addresses.' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage id="shell.playground.dialog.cancel" defaultMessage="Cancel" />
            </Button>
            <Button onClick={save}>
              <FormattedMessage id="shell.playground.dialog.save" defaultMessage="Save" />
            </Button>
          </>
        }
      >
        <TextField
          label={intl.formatMessage({ id: 'shell.playground.dialog.name', defaultMessage: 'Name' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Dialog>
    </Example>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ConfirmDialogExamples() {
  const intl = useIntl();
  const { toast } = useToast();
  const [dangerOpen, setDangerOpen] = useState(false);
  const [primaryOpen, setPrimaryOpen] = useState(false);
  const deleteDraft = intl.formatMessage({ id: 'shell.playground.confirm.delete-draft', defaultMessage: 'Delete draft' });
  return (
    <Example
      title={intl.formatMessage({
        id: 'shell.playground.confirm.title',
        defaultMessage: 'onConfirm returns a promise that resolves after 800 ms: loading, then it closes',
      })}
    >
      <Stack direction="row" wrap>
        <Button variant="danger" onClick={() => setDangerOpen(true)}>
          {deleteDraft}
        </Button>
        <Button variant="secondary" onClick={() => setPrimaryOpen(true)}>
          <FormattedMessage id="shell.playground.confirm.publish-profile" defaultMessage="Publish profile" />
        </Button>
      </Stack>
      <ConfirmDialog
        open={dangerOpen}
        onOpenChange={setDangerOpen}
        tone="danger"
        title={intl.formatMessage({ id: 'shell.playground.confirm.delete-title', defaultMessage: 'Delete this draft?' })}
        message={intl.formatMessage({
          id: 'shell.playground.confirm.delete-message',
          defaultMessage: 'The draft booking and its notes are removed. This can’t be undone.',
        })}
        confirmLabel={deleteDraft}
        cancelLabel={intl.formatMessage({ id: 'shell.playground.confirm.keep', defaultMessage: 'Keep it' })}
        onConfirm={async () => {
          await wait(800);
          toast({ title: intl.formatMessage({ id: 'shell.playground.confirm.deleted', defaultMessage: 'Draft deleted' }), tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={primaryOpen}
        onOpenChange={setPrimaryOpen}
        title={intl.formatMessage({ id: 'shell.playground.confirm.publish-title', defaultMessage: 'Publish your profile?' })}
        message={intl.formatMessage({ id: 'shell.playground.confirm.publish-message', defaultMessage: 'Customers in your area can then find and book you.' })}
        confirmLabel={intl.formatMessage({ id: 'shell.playground.confirm.publish', defaultMessage: 'Publish' })}
        onConfirm={() => wait(800)}
      />
    </Example>
  );
}

export function FormDialogExamples() {
  const intl = useIntl();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const addNote = intl.formatMessage({ id: 'shell.playground.form-dialog.add-note', defaultMessage: 'Add a note' });
  const noteLabel = intl.formatMessage({ id: 'shell.playground.form-dialog.note', defaultMessage: 'Note' });
  return (
    <Example
      title={intl.formatMessage({
        id: 'shell.playground.form-dialog.title',
        defaultMessage: 'Saving takes 800 ms (pending: Cancel disabled, Save busy); a note containing “fail” is refused and the dialog stays open',
      })}
    >
      <Button
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        {addNote}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={addNote}
        description={intl.formatMessage({ id: 'shell.playground.form-dialog.description', defaultMessage: 'Only you can see it.' })}
        formLabel={noteLabel}
        submitLabel={intl.formatMessage({ id: 'shell.playground.form-dialog.save', defaultMessage: 'Save' })}
        pendingLabel={intl.formatMessage({ id: 'shell.playground.form-dialog.saving', defaultMessage: 'Saving…' })}
        errorTitle={intl.formatMessage({ id: 'shell.playground.form-dialog.not-saved', defaultMessage: 'The note was not saved' })}
        onSubmit={async () => {
          await wait(800);
          if (/fail/i.test(note)) throw new Error(intl.formatMessage({ id: 'shell.playground.form-dialog.refused', defaultMessage: 'Notes may not say “fail”.' }));
          setOpen(false);
          toast({ title: intl.formatMessage({ id: 'shell.playground.form-dialog.saved', defaultMessage: 'Note saved' }), tone: 'success' });
        }}
        onError={(error) =>
          error instanceof Error ? error.message : intl.formatMessage({ id: 'shell.playground.form-dialog.failed', defaultMessage: 'Something went wrong.' })
        }
      >
        <TextArea label={noteLabel} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormDialog>
    </Example>
  );
}
