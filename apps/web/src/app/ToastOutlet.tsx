import { ToastProvider } from '@pinjam/ui';

/** The toast viewport (Radix Toast) for the app's toaster; loaded by Toasts on first use. */
export default function ToastOutlet() {
  return <ToastProvider />;
}
