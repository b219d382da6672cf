// PayPal takes the buyer to another page (the sandbox's /checkout/paypal/{id}, or PayPal itself)
// and back to /checkout?paypal=approved|cancelled&payment_id=…: the same return URL for both.
// The checkout waiting for approval is kept in this tab's sessionStorage meanwhile, so the
// machine continues where it was (same idempotency key, same choices).
import type { Snapshot } from 'xstate';

const PENDING = 'pinjam.checkout.paypal';
const CANCELLED = 'pinjam.checkout.cancelled';

export interface PayPalReturn {
  outcome: 'approved' | 'cancelled';
  paymentId: string;
}

/** The return URL's answer, or null when the page was opened otherwise. */
export function readPayPalReturn(search: URLSearchParams): PayPalReturn | null {
  const outcome = search.get('paypal');
  const paymentId = search.get('payment_id');
  if (!paymentId || (outcome !== 'approved' && outcome !== 'cancelled')) return null;
  return { outcome, paymentId };
}

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the return says it cannot find the checkout, and the cart is still there.
  }
}

type Pending = Snapshot<unknown> & { value?: unknown; context?: { approval?: { payment_id?: string } } };

export const keepPending = (snapshot: unknown) => write(PENDING, snapshot);
export const forgetPending = () => write(PENDING, null);

/**
 * The checkout of this tab waiting for PayPal: for this payment (back through the return URL), or
 * any (back by the browser's Back button, or a reload): it waits again rather than start anew.
 */
export function pendingCheckout(paymentId?: string): Pending | null {
  const pending = read<Pending>(PENDING);
  // The machine's state while PayPal's page is open: { paying: 'approval' }.
  if (!pending || (pending.value as { paying?: string } | undefined)?.paying !== 'approval') return null;
  return paymentId === undefined || pending.context?.approval?.payment_id === paymentId ? pending : null;
}

/**
 * A cancelled PayPal approval ends that attempt: paying again must not replay it. The machine
 * keeps its key while nothing changes, so the app sends the key with how many approvals of it were
 * cancelled (`key`, `key.1`, …); a network retry of the same attempt still sends the same key.
 */
export function attemptKey(key: string): string {
  const cancelled = read<Record<string, number>>(CANCELLED)?.[key] ?? 0;
  return cancelled ? `${key}.${String(cancelled)}` : key;
}

export function markCancelled(key: string | null) {
  if (!key) return;
  const cancelled = read<Record<string, number>>(CANCELLED) ?? {};
  write(CANCELLED, { ...cancelled, [key]: (cancelled[key] ?? 0) + 1 });
}
