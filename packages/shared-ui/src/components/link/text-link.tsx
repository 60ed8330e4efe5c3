import { Slot } from '@radix-ui/react-slot';
import { useIntl } from 'react-intl';
import { classNames } from '../../internal/class-names';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './text-link.module.css';

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
  /** Text read after an external link's name ("(opens in a new tab)" in the page's language by default). */
  newTabLabel?: string;
  /** Styles the child element instead, e.g. `<TextLink asChild><Link to="/help">Help</Link></TextLink>`. */
  asChild?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An inline text link. */
export function TextLink({
  external = false,
  newTabLabel,
  asChild = false,
  className,
  children,
  ...rest
}: TextLinkProps) {
  const intl = useIntl();
  const classes = classNames(styles.link, className);
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  const { target, rel, ...anchorProps } = rest;
  const newTab = external || target === '_blank';
  return (
    <a className={classes} target={external ? '_blank' : target} rel={newTab ? safeRel(rel) : rel} {...anchorProps}>
      {children}
      {external && (
        <>
          <span className={styles.externalIcon} aria-hidden="true">
            ↗
          </span>
          <VisuallyHidden> {newTabLabel ?? intl.formatMessage({ id: 'shared-ui.text-link.new-tab', defaultMessage: '(opens in a new tab)' })}</VisuallyHidden>
        </>
      )}
    </a>
  );
}

function safeRel(rel: string | undefined) {
  const tokens = new Set(rel?.split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
