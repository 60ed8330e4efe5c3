import type { ReactNode } from 'react';
import { Alert } from '@marketplace/shared-ui/alert';

/** Says plainly that a step runs in test mode, and lists the values it takes. */
export function TestValues({ title, values }: { title: string; values: ReadonlyArray<{ value: string; outcome: ReactNode }> }) {
  return (
    <Alert tone="info" title={`Test mode: ${title}`}>
      <p>Nothing real is checked or stored. Use one of these test values; any other is refused.</p>
      <ul aria-label="Test values">
        {values.map((entry) => (
          <li key={entry.value}>
            <code>{entry.value}</code> {entry.outcome}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
