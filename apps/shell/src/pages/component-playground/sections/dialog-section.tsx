import { useState } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { ConfirmDialog, Dialog, FormDialog } from '@marketplace/shared-ui/dialog';
import { Stack } from '@marketplace/shared-ui/stack';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function DialogExamples() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Home');
  const [draft, setDraft] = useState(name);
  function openDialog() {
    setDraft(name);
    setOpen(true);
  }
  function save() {
    setName(draft.trim() || name);
    setOpen(false);
  }
  return (
    <Example title="A form in a dialog: Escape, × and Cancel close it, focus returns to the button">
      <Button onClick={openDialog}>Rename address</Button>
      <p className={styles.output}>Address name: {name}</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Rename address"
        description="Shown in your list of saved addresses."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </>
        }
      >
        <TextField label="Name" value={draft} onChange={(event) => setDraft(event.target.value)} />
      </Dialog>
    </Example>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ConfirmDialogExamples() {
  const { toast } = useToast();
  const [dangerOpen, setDangerOpen] = useState(false);
  const [primaryOpen, setPrimaryOpen] = useState(false);
  return (
    <Example title="onConfirm returns a promise that resolves after 800 ms: loading, then it closes">
      <Stack direction="row" wrap>
        <Button variant="danger" onClick={() => setDangerOpen(true)}>
          Delete draft
        </Button>
        <Button variant="secondary" onClick={() => setPrimaryOpen(true)}>
          Publish profile
        </Button>
      </Stack>
      <ConfirmDialog
        open={dangerOpen}
        onOpenChange={setDangerOpen}
        tone="danger"
        title="Delete this draft?"
        message="The draft booking and its notes are removed. This can’t be undone."
        confirmLabel="Delete draft"
        cancelLabel="Keep it"
        onConfirm={async () => {
          await wait(800);
          toast({ title: 'Draft deleted', tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={primaryOpen}
        onOpenChange={setPrimaryOpen}
        title="Publish your profile?"
        message="Customers in your area can then find and book you."
        confirmLabel="Publish"
        onConfirm={() => wait(800)}
      />
    </Example>
  );
}

export function FormDialogExamples() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  return (
    <Example title="Saving takes 800 ms (pending: Cancel disabled, Save busy); a note containing “fail” is refused and the dialog stays open">
      <Button
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        Add a note
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add a note"
        description="Only you can see it."
        formLabel="Note"
        submitLabel="Save"
        pendingLabel="Saving…"
        errorTitle="The note was not saved"
        onSubmit={async () => {
          await wait(800);
          if (/fail/i.test(note)) throw new Error('Notes may not say “fail”.');
          setOpen(false);
          toast({ title: 'Note saved', tone: 'success' });
        }}
        onError={(error) => (error instanceof Error ? error.message : 'Something went wrong.')}
      >
        <TextArea label="Note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormDialog>
    </Example>
  );
}
