import type { ReactNode } from 'react';
import { useHydrated } from '@marketplace/session';
import styles from './hydrated-fields.module.css';

/**
 * A prerendered form's fields and buttons, disabled until the page's JavaScript runs: typed
 * before, the text would be reset by the form library, and a submit would be the browser's own
 * (the fields, a password among them, in the address).
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.fields} disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
