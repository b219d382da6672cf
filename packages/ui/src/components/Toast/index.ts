export { ToastProvider, useToast, type ToastProviderProps } from './Toast';
export {
  createToaster,
  toast,
  toaster,
  toastTones,
  type Toaster,
  type ToastEntry,
  type ToastOptions,
} from './toaster';
