import * as RadixAvatar from '@radix-ui/react-avatar';
import { classNames } from '../../internal/class-names';
import { getInitials } from './initials';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the fallback initials. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Set when the name is shown next to the avatar, so it isn't read twice. */
  decorative?: boolean;
  className?: string;
}

/** A round picture of a person; initials show while it loads or when it fails. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  return (
    // A person's initials are data, not words of the site: no translator (nor the pseudo-locale) changes them.
    <RadixAvatar.Root className={classNames(styles.avatar, styles[size], className)} translate="no">
      {src && <RadixAvatar.Image className={styles.image} src={src} alt={decorative ? '' : name} />}
      <RadixAvatar.Fallback
        className={styles.fallback}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        delayMs={src ? 300 : undefined}
      >
        {getInitials(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
