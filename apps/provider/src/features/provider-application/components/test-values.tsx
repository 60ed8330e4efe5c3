import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@marketplace/shared-ui/alert';

/** Says plainly that a step runs in test mode (`title`: "Test mode: identity check"), and lists the values it takes. */
export function TestValues({ title, values }: { title: string; values: ReadonlyArray<{ value: string; outcome: ReactNode }> }) {
  const intl = useIntl();
  return (
    <Alert tone="info" title={title}>
      <p>
        <FormattedMessage id="provider.apply.test-values.text" defaultMessage="Nothing real is checked or stored. Use one of these test values; any other is refused." />
      </p>
      <ul aria-label={intl.formatMessage({ id: 'provider.apply.test-values.list', defaultMessage: 'Test values' })}>
        {values.map((entry) => (
          <li key={entry.value}>
            <code translate="no">{entry.value}</code> {entry.outcome}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
