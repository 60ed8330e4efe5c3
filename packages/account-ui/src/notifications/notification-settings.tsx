import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { notificationChannels, type NotificationPreference, type NotificationPreferences } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { useToast } from '@marketplace/shared-ui/toast';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { QueryScreen } from '@marketplace/api-client/queries';
import { channelLabel, eventDescription, eventLabel } from './event-labels';
import { changesBetween, choicesOf, type Choices } from './settings-choices';
import { useNotificationPreferences, useUpdateNotificationPreferences } from './use-notification-preferences';
import styles from './notification-settings.module.css';

/**
 * The logged-in user's own notification settings: every event that concerns them × Email, Text
 * message, In the app. The same component on the account page and the provider's edit page.
 */
export function NotificationSettings() {
  const intl = useIntl();
  const preferences = useNotificationPreferences();
  return (
    <QueryScreen
      query={preferences}
      loading={intl.formatMessage({ id: 'account-ui.notification-settings.loading', defaultMessage: 'Loading your notification settings…' })}
      failed={intl.formatMessage({ id: 'account-ui.notification-settings.load-failed', defaultMessage: 'We could not load your notification settings' })}
      notFound={intl.formatMessage({ id: 'account-ui.notification-settings.not-found', defaultMessage: 'No notification settings' })}
    >
      {(data) => <SettingsForm saved={data} />}
    </QueryScreen>
  );
}

/** The checkboxes start as saved; after a save the server's answer equals them, so nothing is left unsaved. */
function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const intl = useIntl();
  const update = useUpdateNotificationPreferences();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<Choices>(() => choicesOf(saved.events));
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<ReactNode>(null);
  const changes = changesBetween(saved.events, chosen);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setStatus(null);
    if (changes.length === 0) return setStatus(<FormattedMessage id="account-ui.notification-settings.nothing-changed" defaultMessage="Nothing to save: no setting was changed." />);
    try {
      await update.mutateAsync({ changes });
      toast({ title: intl.formatMessage({ id: 'account-ui.notification-settings.saved', defaultMessage: 'Notification settings saved' }), tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, [], () => undefined));
    }
  };

  const columns: Array<TableColumn<NotificationPreference>> = [
    {
      key: 'event',
      header: <FormattedMessage id="account-ui.notification-settings.event-column" defaultMessage="Event" />,
      rowHeader: true,
      cell: (row) => (
        <span className={styles.event}>
          <span className={styles.label}>{eventLabel(intl, row)}</span>
          <span className={styles.description}>{eventDescription(intl, row)}</span>
        </span>
      ),
    },
    ...notificationChannels.map(
      (channel): TableColumn<NotificationPreference> => ({
        key: channel,
        header: channelLabel(intl, channel),
        align: 'center',
        cell: (row) => (
          <Checkbox
            className={styles.box}
            label={
              <VisuallyHidden>
                <FormattedMessage
                  id="account-ui.notification-settings.checkbox"
                  defaultMessage="{event}: {channel}"
                  values={{ event: eventLabel(intl, row), channel: channelLabel(intl, channel) }}
                />
              </VisuallyHidden>
            }
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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'account-ui.notification-settings.form', defaultMessage: 'Notification settings' })}
      className={styles.form}
    >
      <p className={styles.hint}>
        <FormattedMessage
          id="account-ui.notification-settings.email-hint"
          defaultMessage="Email goes to <address>{email}</address>. Every email has a link to turn off that kind of email without logging in."
          values={{
            email: saved.email,
            address: (chunks) => (
              <strong {...personalDataProps} translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      </p>
      {!saved.hasPhone && (
        <Alert tone="info">
          <FormattedMessage
            id="account-ui.notification-settings.no-phone"
            defaultMessage="Text messages need a phone number on your account. Your choices are kept, but no text message is sent until there is one."
          />
        </Alert>
      )}
      {saved.hasPhone && !saved.phoneVerified && (
        <Alert tone="info">
          <FormattedMessage
            id="account-ui.notification-settings.verify-phone"
            defaultMessage="Verify your phone on <link>your account page</link> to get text messages. Your choices are kept, but no text message is sent until it is verified."
            values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
          />
        </Alert>
      )}
      {formError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'account-ui.notification-settings.not-saved', defaultMessage: 'Settings not saved' })}>
          {formError}
        </Alert>
      )}
      <Table
        className={styles.table}
        caption={intl.formatMessage({ id: 'account-ui.notification-settings.caption', defaultMessage: 'What you are told about, and how' })}
        columns={columns}
        rows={saved.events}
        getRowKey={(row) => row.event}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          <FormattedMessage id="account-ui.notification-settings.save" defaultMessage="Save notification settings" />
        </Button>
        {changes.length > 0 && (
          <span className={styles.status}>
            <FormattedMessage
              id="account-ui.notification-settings.unsaved"
              defaultMessage="{count, plural, one {# unsaved change} other {# unsaved changes}}"
              values={{ count: changes.length }}
            />
          </span>
        )}
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
    </form>
  );
}
