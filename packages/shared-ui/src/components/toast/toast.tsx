import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { createContext, use, useCallback, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; defaults to the provider's `duration`. */
  duration?: number;
}

interface ToastContextValue {
  toast: (options: ToastOptions) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Read before each toast's text, e.g. "Notification". */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Name of the notifications landmark; `{hotkey}` becomes the key that jumps to it (F8). */
  viewportLabel?: string;
}

/**
 * Holds the toasts for everything below it; mount it once near the root (the shell). Toasts are
 * announced politely, pause while hovered or focused, close by themselves, by swipe, Escape or
 * the close button, and F8 jumps to them.
 */
const subscribeToNothing = () => () => undefined;

/** False in server-rendered HTML and while the browser hydrates it; true from then on. */
function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function ToastProvider({
  children,
  duration = 5000,
  label = 'Notification',
  closeLabel = 'Dismiss notification',
  viewportLabel = 'Notifications ({hotkey})',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<Array<ToastOptions & { id: number }>>([]);
  const nextId = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...options, id }]);
  }, []);
  const value = useMemo(() => ({ toast }), [toast]);
  const inBrowser = useRenderedInBrowser();

  return (
    <ToastContext value={value}>
      <RadixToast.Provider duration={duration} label={label}>
        {children}
        {toasts.map(({ id, title, description, tone = 'info', duration: own }) => (
          <RadixToast.Root
            key={id}
            type="background"
            duration={own}
            className={clsx(styles.toast, styles[tone])}
            onOpenChange={(open) => {
              if (!open) setToasts((current) => current.filter((item) => item.id !== id));
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
        {/* Not in prerendered HTML: its inline style attribute is refused there by the page's CSP. */}
        {inBrowser && <RadixToast.Viewport className={styles.viewport} label={viewportLabel} />}
      </RadixToast.Provider>
    </ToastContext>
  );
}

/** `toast({ title, description?, tone?, duration? })` shows a short, passive message. */
export function useToast(): ToastContextValue {
  const value = use(ToastContext);
  if (!value) throw new Error('useToast() needs a <ToastProvider> above it.');
  return value;
}
