import type { ReactNode } from 'react';
import { FormattedList } from 'react-intl';
import styles from './playground-section.module.css';

/** A section's title: the names of the components it shows (code, never translated), as a list in the page's language. */
export function SectionTitle({ components }: { components: readonly string[] }) {
  return (
    <FormattedList
      type="conjunction"
      value={components.map((name) => (
        <span key={name} translate="no">
          {name}
        </span>
      ))}
    />
  );
}

export interface PlaygroundSectionProps {
  /** The anchor the index links to. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The import line shown under the title, e.g. `import { Button } from '@marketplace/shared-ui/button'`. */
  importLine?: string;
  children: ReactNode;
}

/** One component's part of the playground: a titled, linkable region. */
export function PlaygroundSection({ id, title, description, importLine, children }: PlaygroundSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {importLine && (
        <code className={styles.importLine} translate="no">
          {importLine}
        </code>
      )}
      <div className={styles.examples}>{children}</div>
    </section>
  );
}

export interface ExampleProps {
  /** What the example shows, e.g. "Variants" or "With an error". */
  title: string;
  children: ReactNode;
}

/** A titled box holding one state or set of states of a component. */
export function Example({ title, children }: ExampleProps) {
  return (
    <div className={styles.example}>
      <h3 className={styles.exampleTitle}>{title}</h3>
      <div className={styles.demo}>{children}</div>
    </div>
  );
}
