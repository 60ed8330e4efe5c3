export { ToastProvider, useToast, type ToastOptions, type ToastProviderProps, type ToastTone } from './toast';
