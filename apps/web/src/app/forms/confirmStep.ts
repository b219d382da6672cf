import { useCallback, useRef, useState } from 'react';
import type { ErrorBody } from '@pinjam/api';
import type { WriteResult } from './write';

/** The props of the ConfirmDialog that asks before a form's values are sent. */
interface Confirmation {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
  onCloseAutoFocus: (event: Event) => void;
}

interface ConfirmStepOptions<Out> {
  send: (values: Out, attempt: string) => Promise<WriteResult<unknown> | void> | void;
  /** Puts a refusal beside the fields (`focus` or not): the fields it went beside, what the alert says. */
  place: (error: ErrorBody, focus: boolean) => { placed: string[]; message: string | null };
  /** Says a message in the form's alert. */
  setFailure: (message: string | null) => void;
  focus: (field: string) => void;
}

/**
 * `useApiForm`'s `confirm`: the checked values and their attempt wait while a dialog asks; its
 * confirm sends them (busy meanwhile). Field errors close the dialog and take the focus to the
 * first field once the dialog has given it back; any other refusal is said in the dialog.
 */
export function useConfirmStep<Out>({ send, place, setFailure, focus }: ConfirmStepOptions<Out>) {
  const [asking, setAsking] = useState<{ values: Out; attempt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focusAfter = useRef<string | undefined>(undefined);

  const ask = useCallback((values: Out, attempt: string) => {
    setError(null);
    setAsking({ values, attempt });
  }, []);
  const close = () => {
    setAsking(null);
    setError(null);
  };

  const confirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await send(asking.values, asking.attempt);
      if (!result || result.ok) return close();
      const { placed, message } = place(result.error, false);
      // Nothing to fix in the form: say it here, where it can be sent again or given up.
      if (placed.length === 0) return setError(message);
      focusAfter.current = placed[0];
      setFailure(message);
      close();
    } finally {
      setBusy(false);
    }
  };

  const confirmation: Confirmation = {
    open: asking !== null,
    onOpenChange: (open) => !open && !busy && close(),
    onConfirm: () => void confirm(),
    busy,
    error,
    onCloseAutoFocus: (event) => {
      const field = focusAfter.current;
      if (!field) return;
      event.preventDefault();
      focusAfter.current = undefined;
      focus(field);
    },
  };
  return { ask, asking: asking?.values ?? null, confirmation };
}
