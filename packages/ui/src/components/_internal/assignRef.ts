import type { ForwardedRef } from 'react';

/** Hands a node to a forwarded ref, whichever kind the caller passed (callback or object). */
export function assignRef<T>(ref: ForwardedRef<T>, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
