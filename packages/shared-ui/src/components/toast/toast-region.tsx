import * as RadixToast from '@radix-ui/react-toast';
import { classNames } from '../../internal/class-names';
import type { ToastOptions } from './toast';
import styles from './toast.module.css';

export interface ToastRegionProps {
  toasts: Array<ToastOptions & { id: number }>;
  onClosed: (id: number) => void;
  duration: number;
  label: string;
  closeLabel: string;
  viewportLabel: string;
}

/** The toasts on screen and their landmark: Radix Toast, loaded with the page's first toast. */
export default function ToastRegion({ toasts, onClosed, duration, label, closeLabel, viewportLabel }: ToastRegionProps) {
  return (
    // Toasts sit at the inline end (right, or left on a right-to-left page) and swipe away that way.
    <RadixToast.Provider duration={duration} label={label} swipeDirection={document.documentElement.dir === 'rtl' ? 'left' : 'right'}>
      {toasts.map(({ id, title, description, tone = 'info', duration: own }) => (
        <RadixToast.Root
          key={id}
          type="background"
          duration={own}
          className={classNames(styles.toast, styles[tone])}
          onOpenChange={(open) => {
            if (!open) onClosed(id);
          }}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description && <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>}
          </div>
          <RadixToast.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={viewportLabel} />
    </RadixToast.Provider>
  );
}
