import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

const ToastRegion = lazy(() => import('./toast-region'));

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
  /** Read before each toast's text ("Notification" in the page's language by default). */
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
export function ToastProvider({
  children,
  duration = 5000,
  label,
  closeLabel,
  viewportLabel,
}: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Array<ToastOptions & { id: number }>>([]);
  const nextId = useRef(0);
  // Once a toast was shown, the region stays (a closing toast animates out of it).
  const [shown, setShown] = useState(false);
  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setShown(true);
    setToasts((current) => [...current, { ...options, id }]);
  }, []);
  const value = useMemo(() => ({ toast }), [toast]);
  const closed = useCallback((id: number) => setToasts((current) => current.filter((item) => item.id !== id)), []);

  return (
    <ToastContext value={value}>
      {children}
      {/* Radix Toast (~12 KB gzip) is fetched with the first toast, off every page's first load. */}
      {shown ? (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            onClosed={closed}
            duration={duration}
            label={label ?? intl.formatMessage({ id: 'shared-ui.toast.label', defaultMessage: 'Notification' })}
            closeLabel={closeLabel ?? intl.formatMessage({ id: 'shared-ui.toast.close', defaultMessage: 'Dismiss notification' })}
            // Radix puts the key that jumps to the toasts where `{hotkey}` stands.
            viewportLabel={viewportLabel ?? intl.formatMessage({ id: 'shared-ui.toast.viewport', defaultMessage: 'Notifications ({hotkey})' }, { hotkey: '{hotkey}' })}
          />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** `toast({ title, description?, tone?, duration? })` shows a short, passive message. */
export function useToast(): ToastContextValue {
  const value = use(ToastContext);
  if (!value) throw new Error('useToast() needs a <ToastProvider> above it.');
  return value;
}
