import { classNames } from '../../internal/class-names';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './card.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title so it fits the page outline. */
  headingLevel?: HeadingLevel;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  /** `section` makes a titled card a labelled region; use `article` for self-contained items. */
  as?: 'div' | 'section' | 'article' | 'li';
  children?: ReactNode;
}

/** A surface grouping related content under an optional title. */
export function Card({ title, headingLevel = 2, actions, as: Element = 'div', className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const labelled = title && Element !== 'div' && Element !== 'li';
  return (
    <Element className={classNames(styles.card, className)} aria-labelledby={labelled ? titleId : undefined} {...rest}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children && <div className={styles.body}>{children}</div>}
    </Element>
  );
}
