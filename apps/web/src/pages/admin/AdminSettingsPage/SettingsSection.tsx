// What each section of the settings page shares: its form with a heading, a notice and a save
// button, and a save that puts the server's 422 beside the fields.
import { useState, type ReactNode } from 'react';
import { ApiError } from '@pinjam/api';
import { Button, Callout, Heading, type useMessages } from '@pinjam/ui';
import type { adminSettingsPageMessages } from './messages';
import * as styles from './AdminSettingsPage.css';

export type Messages = ReturnType<typeof useMessages<typeof adminSettingsPageMessages>>;
export type Notice = { tone: 'positive' | 'critical'; text: string };
export type Errors = Record<string, string | undefined>;

/** A 422's messages by field (the first of each); any other refusal as a notice. */
function fieldErrorsOf(error: unknown): Errors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return Object.fromEntries(Object.entries(error.body.errors ?? {}).map(([k, v]) => [k, v[0]]));
}
const refusal = (error: unknown, t: Messages): Notice => ({
  tone: 'critical',
  text: error instanceof ApiError ? error.message : t.actionFailed,
});

/**
 * A section's save: clears the last answer, sends, then shows the server's message, its errors
 * beside the fields (422), or any other refusal as a notice. `local` errors stop the send.
 */
export function useSave(t: Messages) {
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const run = async (send: () => Promise<{ message: string }>, local: Errors = {}) => {
    setNotice(null);
    setErrors(local);
    if (Object.keys(local).length) return false;
    try {
      setNotice({ tone: 'positive', text: (await send()).message });
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else setNotice(refusal(error, t));
      return false;
    }
  };
  return { errors, notice, run };
}

/** One section of the page: a form with its heading, its notice and its save button. */
export function Section({
  id,
  title,
  text,
  notice,
  onSubmit,
  save,
  saving,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  notice: Notice | null;
  onSubmit: () => Promise<void>;
  save: string;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Heading level={2} size={4} id={id}>
        {title}
      </Heading>
      {text && <p className={styles.muted}>{text}</p>}
      {children}
      {notice && (
        <Callout tone={notice.tone} announce={notice.tone === 'positive' ? 'status' : 'alert'}>
          {notice.text}
        </Callout>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {save}
        </Button>
      </div>
    </form>
  );
}
