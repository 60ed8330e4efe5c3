import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { Example } from '../playground-section';
import styles from './sections.module.css';

/** A Monday to Sunday, for the days' names in the page's language. */
const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2025, 0, 6 + index)));

export function TabsExamples() {
  const intl = useIntl();
  const [tab, setTab] = useState('details');
  const items = [
    {
      value: 'details',
      label: intl.formatMessage({ id: 'shell.playground.tabs.details', defaultMessage: 'Details' }),
      content: (
        <p>
          <FormattedMessage
            id="shell.playground.tabs.details-text"
            defaultMessage="Deep cleaning, three bedrooms, Friday at {time}."
            values={{ time: intl.formatTime(Date.UTC(2025, 0, 10, 9), { timeZone: 'UTC' }) }}
          />
        </p>
      ),
    },
    {
      value: 'messages',
      label: intl.formatMessage({ id: 'shell.playground.tabs.messages', defaultMessage: 'Messages' }),
      content: (
        <p>
          <FormattedMessage id="shell.playground.tabs.messages-text" defaultMessage="No messages with your pro yet." />
        </p>
      ),
    },
    {
      value: 'receipts',
      label: intl.formatMessage({ id: 'shell.playground.tabs.receipts', defaultMessage: 'Receipts' }),
      content: (
        <p>
          <FormattedMessage id="shell.playground.tabs.receipts-text" defaultMessage="The receipt appears once the job is done." />
        </p>
      ),
    },
    {
      value: 'reviews',
      label: intl.formatMessage({ id: 'shell.playground.tabs.reviews', defaultMessage: 'Reviews (disabled)' }),
      content: (
        <p>
          <FormattedMessage id="shell.playground.tabs.reviews-text" defaultMessage="Not reachable." />
        </p>
      ),
      disabled: true,
    },
  ];
  const days = week.map((date) => intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' }));
  return (
    <>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.tabs.controlled', defaultMessage: 'Controlled, with a disabled tab (arrow keys move between tabs)' })}
      >
        <Tabs aria-label={intl.formatMessage({ id: 'shell.playground.tabs.job-sections', defaultMessage: 'Job sections' })} items={items} value={tab} onValueChange={setTab} />
        <p className={styles.output}>
          <FormattedMessage id="shell.playground.tabs.selected" defaultMessage="Selected tab: {tab}" values={{ tab: <code translate="no">{tab}</code> }} />
        </p>
      </Example>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.tabs.uncontrolled', defaultMessage: 'Uncontrolled, many tabs scroll sideways on narrow screens' })}
      >
        <Tabs
          aria-label={intl.formatMessage({ id: 'shell.playground.tabs.days', defaultMessage: 'Days of the week' })}
          items={days.map((day, index) => ({
            value: String(index),
            label: day,
            content: (
              <p>
                <FormattedMessage id="shell.playground.tabs.open-slots" defaultMessage="Open slots on {day}." values={{ day }} />
              </p>
            ),
          }))}
          defaultValue="2"
        />
      </Example>
    </>
  );
}
