import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toaster } from '@pinjam/ui';

// Radix Toast arrives with the first toast: no page's first load carries it.
const ToastOutlet = lazy(() => import('./ToastOutlet'));

/** Shows the app's toasts (`useToast().toast(…)` anywhere) once there has been one. */
export function Toasts() {
  const count = useSyncExternalStore(
    toaster.toasts.listen,
    () => toaster.toasts.get().length,
    () => 0, // the server's page has no toasts
  );
  const [needed, setNeeded] = useState(false);
  if (count > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
