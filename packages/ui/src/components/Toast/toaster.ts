import { atom, type ReadableAtom } from 'nanostores';
import type { ReactNode } from 'react';

export const toastTones = ['neutral', 'positive', 'critical'] as const;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: (typeof toastTones)[number];
  /** Milliseconds on screen; the provider's (5 s) unless told. Infinity keeps it until dismissed. */
  duration?: number;
  /** One follow-up, e.g. Undo. `altText` says how to do it without the toast (for screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface Toaster {
  readonly toasts: ReadableAtom<readonly ToastEntry[]>;
  /** Shows a toast; a string is its title. Returns its id. */
  toast: (options: ToastOptions | string) => string;
  /** Closes one toast, or all. */
  dismiss: (id?: string) => void;
  /** Drops every toast at once, with no exit (a fresh page's: a story file starting). */
  clear: () => void;
}

// Long enough for the exit animation, then the closed toast leaves the list.
const REMOVE_AFTER_MS = 400;

/** A queue of toasts; a ToastProvider shows one. Each test or story can make its own. */
export function createToaster(): Toaster {
  const toasts = atom<readonly ToastEntry[]>([]);
  let sequence = 0;
  const remove = (ids: string[]) =>
    setTimeout(() => toasts.set(toasts.get().filter((entry) => !ids.includes(entry.id))), REMOVE_AFTER_MS);
  return {
    toasts,
    toast: (options) => {
      sequence += 1;
      const id = `toast-${sequence}`;
      const entry = typeof options === 'string' ? { title: options } : options;
      toasts.set([...toasts.get(), { ...entry, id, open: true }]);
      return id;
    },
    dismiss: (id) => {
      const closing = toasts.get().filter((entry) => entry.open && (id === undefined || entry.id === id));
      if (!closing.length) return;
      const ids = closing.map((entry) => entry.id);
      toasts.set(toasts.get().map((entry) => (ids.includes(entry.id) ? { ...entry, open: false } : entry)));
      remove(ids);
    },
    clear: () => toasts.set([]),
  };
}

/** The app's toaster: `toast('Your rating has been submitted')` from anywhere. */
export const toaster = createToaster();
export const toast = toaster.toast;
