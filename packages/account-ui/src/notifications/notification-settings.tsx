import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notificationChannelLabels, notificationChannels, type NotificationPreference, type NotificationPreferences } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { useToast } from '@marketplace/shared-ui/toast';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { QueryScreen } from '@marketplace/api-client/queries';
import { changesBetween, choicesOf, type Choices } from './settings-choices';
import { useNotificationPreferences, useUpdateNotificationPreferences } from './use-notification-preferences';
import styles from './notification-settings.module.css';

/**
 * The logged-in user's own notification settings: every event that concerns them × Email, Text
 * message, In the app. The same component on the account page and the provider's edit page.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  return (
    <QueryScreen query={preferences} loading="Loading your notification settings…" failed="We could not load your notification settings" notFound="No notification settings">
      {(data) => <SettingsForm saved={data} />}
    </QueryScreen>
  );
}

/** The checkboxes start as saved; after a save the server's answer equals them, so nothing is left unsaved. */
function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<Choices>(() => choicesOf(saved.events));
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const changes = changesBetween(saved.events, chosen);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setStatus(null);
    if (changes.length === 0) return setStatus('Nothing to save: no setting was changed.');
    try {
      await update.mutateAsync({ changes });
      toast({ title: 'Notification settings saved', tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, [], () => undefined));
    }
  };

  const columns: Array<TableColumn<NotificationPreference>> = [
    {
      key: 'event',
      header: 'Event',
      rowHeader: true,
      cell: (row) => (
        <span className={styles.event}>
          <span className={styles.label}>{row.label}</span>
          <span className={styles.description}>{row.description}</span>
        </span>
      ),
    },
    ...notificationChannels.map(
      (channel): TableColumn<NotificationPreference> => ({
        key: channel,
        header: notificationChannelLabels[channel],
        align: 'center',
        cell: (row) => (
          <Checkbox
            className={styles.box}
            label={<VisuallyHidden>{`${row.label}: ${notificationChannelLabels[channel]}`}</VisuallyHidden>}
            checked={chosen[row.event]?.[channel] ?? false}
            onCheckedChange={(checked) => {
              setStatus(null);
              setChosen((current) => ({ ...current, [row.event]: { ...current[row.event]!, [channel]: checked === true } }));
            }}
          />
        ),
      }),
    ),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Notification settings" className={styles.form}>
      <p className={styles.hint}>
        Email goes to <strong {...personalDataProps}>{saved.email}</strong>. Every email has a link to turn off that kind of email without logging in.
      </p>
      {!saved.hasPhone && <Alert tone="info">Text messages need a phone number on your account. Your choices are kept, but no text message is sent until there is one.</Alert>}
      {saved.hasPhone && !saved.phoneVerified && (
        <Alert tone="info">
          Verify your phone on <Link to="/account">your account page</Link> to get text messages. Your choices are kept, but no text message is sent until it
          is verified.
        </Alert>
      )}
      {formError && (
        <Alert tone="danger" title="Settings not saved">
          {formError}
        </Alert>
      )}
      <Table className={styles.table} caption="What you are told about, and how" columns={columns} rows={saved.events} getRowKey={(row) => row.event} />
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          Save notification settings
        </Button>
        {changes.length > 0 && <span className={styles.status}>{`${changes.length} unsaved ${changes.length === 1 ? 'change' : 'changes'}`}</span>}
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
    </form>
  );
}
