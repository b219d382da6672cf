import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ApiError,
  useApproveVerification,
  useRejectVerification,
  useVerificationQueue,
  verificationKeys,
} from '@pinjam/api';
import type { PendingVerification } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  Heading,
  Spinner,
  Text,
  TextArea,
  useMessages,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage, type AdminNotice } from '../../../features/admin';
import { adminVerificationMessages } from './messages';
import * as styles from './AdminVerificationPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminVerificationMessages>>;
type Queue = { users: PendingVerification[] };

/** Whole years from a YYYY-MM-DD birthday to today. */
export function ageOn(dob: string, today = new Date()): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

interface Larger {
  src: string;
  alt: string;
}

function Photos({
  entry,
  t,
  onOpen,
}: {
  entry: PendingVerification;
  t: Messages;
  onOpen: (p: Larger) => void;
}) {
  const name = entry.user.name;
  const photo = (src: string, alt: string, what: string) => (
    <button
      type="button"
      className={styles.photoButton}
      aria-label={t.openLarger({ what: `${name}'s ${what}` })}
      onClick={() => onOpen({ src, alt })}
    >
      <img className={styles.photo} src={src} alt={alt} />
    </button>
  );
  return (
    <div className={styles.photos}>
      {photo(entry.images.document, t.documentAlt({ name }), t.document)}
      {photo(entry.images.selfie, t.selfieAlt({ name }), t.selfie)}
    </div>
  );
}

/**
 * /admin/user-verification: the submissions waiting for review, oldest first, each with the two
 * photos side by side, the person's name and age, Approve, and Reject with a required reason.
 * A review another admin made first is a 409: said, and the list read again.
 */
export default function AdminVerificationPage() {
  const t = useMessages(adminVerificationMessages);
  // The route's guard sends anyone else to their dashboard; until it has, nothing is asked.
  const { isAdmin } = useAuth();
  const queue = useVerificationQueue(isAdmin);
  const { mutate } = useSWRConfig();
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  const [larger, setLarger] = useState<Larger | null>(null);
  const [rejecting, setRejecting] = useState<PendingVerification | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  /** The entry leaves the list at once; the next read brings other admins' reviews. */
  const drop = (userId: number) =>
    mutate<Queue>(
      verificationKeys.queue,
      (current) => current && { users: current.users.filter((u) => u.user.id !== userId) },
      { revalidate: false },
    );

  const failed = async (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setNotice({ tone: 'warning', text: t.conflict });
      await queue.mutate();
      return true;
    }
    setNotice({ tone: 'critical', text: error instanceof ApiError ? error.message : t.actionFailed });
    return false;
  };

  const onApprove = async (entry: PendingVerification) => {
    setBusyId(entry.user.id);
    setNotice(null);
    try {
      await approve.trigger({ params: { id: entry.user.id } });
      await drop(entry.user.id);
      setNotice({ tone: 'positive', text: t.approved({ name: entry.user.name }) });
    } catch (error) {
      await failed(error);
    } finally {
      setBusyId(null);
    }
  };

  const openReject = (entry: PendingVerification) => {
    setRejecting(entry);
    setReason('');
    setReasonError(null);
    setNotice(null);
  };

  const onReject = async () => {
    if (!rejecting) return;
    const entry = rejecting;
    try {
      await reject.trigger({ body: { id: entry.user.id, reason } });
      setRejecting(null);
      await drop(entry.user.id);
      setNotice({ tone: 'positive', text: t.rejected({ name: entry.user.name }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setReasonError(error.body.errors?.reason?.[0] ?? error.message);
        return;
      }
      setRejecting(null);
      await failed(error);
    }
  };

  const entries = queue.data?.users ?? [];
  let body;
  if (queue.error && !queue.data)
    body = (
      <ErrorState
        layout="inline"
        title={t.loadError}
        text={queue.error.message}
        onRetry={() => void queue.mutate()}
        retryLabel={t.retry}
        retrying={queue.isValidating}
      />
    );
  else if (!queue.data) body = <Spinner label={t.loading} size="sm" />;
  else if (entries.length === 0) body = <EmptyState title={t.emptyTitle} text={t.emptyText} />;
  else
    body = (
      <ul className={styles.list} role="list">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry} aria-labelledby={`review-${entry.id}`}>
            <div className={styles.who}>
              <Heading level={2} size={3} id={`review-${entry.id}`}>
                {entry.user.name}
              </Heading>
              <Text>
                {entry.user.dob
                  ? t.born({ date: formatDate(entry.user.dob), age: String(ageOn(entry.user.dob)) })
                  : t.noDob}
              </Text>
              <p className={styles.muted}>
                {entry.user.email} · {t.submitted({ date: formatDate(entry.submitted_at) })}
              </p>
            </div>
            <Photos entry={entry} t={t} onOpen={setLarger} />
            <div className={styles.actions}>
              <Button
                onClick={() => void onApprove(entry)}
                loading={busyId === entry.user.id}
                aria-describedby={`review-${entry.id}`}
              >
                {t.approve}
              </Button>
              <Button
                tone="critical"
                onClick={() => openReject(entry)}
                disabled={busyId === entry.user.id}
                aria-describedby={`review-${entry.id}`}
              >
                {t.reject}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <AdminPage title={t.title} intro={t.intro} notice={notice}>
      <section aria-label={t.queueLabel} aria-busy={!queue.data || undefined}>
        {body}
      </section>

      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t.rejectTitle({ name: rejecting?.user.name ?? '' })}
        description={t.rejectText}
        confirmLabel={t.confirmReject}
        tone="critical"
        busy={reject.isMutating}
        onConfirm={() => void onReject()}
      >
        <TextArea
          label={t.reasonLabel}
          description={t.reasonHelp}
          error={reasonError ?? undefined}
          value={reason}
          required
          rows={4}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
      </ConfirmDialog>

      <Dialog.Root open={larger !== null} onOpenChange={(open) => !open && setLarger(null)}>
        <Dialog.Content size="lg" closeLabel={t.close}>
          <Dialog.Title>{larger?.alt}</Dialog.Title>
          {larger && <img className={styles.large} src={larger.src} alt={larger.alt} />}
        </Dialog.Content>
      </Dialog.Root>
    </AdminPage>
  );
}
