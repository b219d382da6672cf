import { useSelector } from '@xstate/react';
import { formatDate } from '@pinjam/api/domain';
import {
  ACCEPTED_TYPES,
  MAX_DOCUMENT_BYTES,
  selectDocuments,
  selectProgress,
  selectRejectionReason,
  selectVerificationError,
  selectVerificationProblem,
  type DocumentKind,
  type VerificationProblem,
} from '@pinjam/machines';
import {
  Button,
  Callout,
  ErrorState,
  FileDropzone,
  Heading,
  LinkBase,
  ProgressBar,
  Spinner,
  Text,
  VerifiedBadge,
  useMessages,
  type DropzoneItem,
} from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { verificationPageMessages } from '../messages';
import { useVerificationActor } from './useVerificationActor';
import * as styles from './VerificationPage.css';

type Messages = ReturnType<typeof useMessages<typeof verificationPageMessages>>;

function problemText(t: Messages, problem: VerificationProblem | null, kind: DocumentKind): string | null {
  if (!problem) return null;
  if (problem.code === 'missingDocuments') {
    if (!problem.missing.includes(kind)) return null;
    return kind === 'document' ? t.missingDocument : t.missingSelfie;
  }
  return problem.kind === kind ? t[problem.code] : null;
}

/** /verification: the user's identity check, from choosing the two photos to the admin's answer. */
export default function VerificationPage() {
  const t = useMessages(verificationPageMessages);
  usePageTitle(t.title);
  const { actor, details, fieldErrors, clearFieldErrors } = useVerificationActor();
  const state = useSelector(actor, (s) => s.value as string);
  const documents = useSelector(actor, selectDocuments);
  const progress = useSelector(actor, selectProgress);
  const problem = useSelector(actor, selectVerificationProblem);
  const error = useSelector(actor, selectVerificationError);
  const reason = useSelector(actor, selectRejectionReason);
  const uploading = state === 'uploading';

  const choose = (kind: DocumentKind) => (items: DropzoneItem[]) => {
    const file = items[0]?.file;
    clearFieldErrors();
    if (file) actor.send({ type: 'verification.choose', kind, file });
    else actor.send({ type: 'verification.remove', kind });
  };

  // Each photo in the design system's dropzone (one photo each): its preview, the upload's
  // progress on it, and the machine's or the server's word about it beside the field.
  const picker = (kind: DocumentKind) => {
    const chosen = documents[kind];
    const messages = [problemText(t, problem, kind), ...(fieldErrors[kind] ?? [])].filter(Boolean);
    return (
      <FileDropzone
        id={`verification-${kind}`}
        label={kind === 'document' ? t.documentLabel : t.selfieLabel}
        description={kind === 'document' ? t.documentHelp : t.selfieHelp}
        error={messages.length > 0 ? messages.join(' ') : undefined}
        accept={ACCEPTED_TYPES}
        maxBytes={MAX_DOCUMENT_BYTES}
        maxFiles={1}
        capture={kind === 'selfie' ? 'user' : undefined}
        value={
          chosen ? [{ id: kind, name: chosen.name, ...(chosen instanceof File && { file: chosen }) }] : []
        }
        onValueChange={choose(kind)}
        progress={uploading ? { [kind]: progress ?? 0 } : {}}
        disabled={uploading}
      />
    );
  };

  const photos = details?.images && (
    <section className={styles.section} aria-label={t.yourPhotos}>
      <Heading level={2} size={4}>
        {t.yourPhotos}
      </Heading>
      <div className={styles.photos}>
        <img className={styles.photo} src={details.images.document} alt={t.documentAlt} />
        <img className={styles.photo} src={details.images.selfie} alt={t.selfieAlt} />
      </div>
    </section>
  );

  let body;
  if (state === 'loading') body = <Spinner label={t.loading} size="sm" />;
  else if (state === 'loadFailed')
    body = (
      <ErrorState
        layout="inline"
        title={t.loadError}
        text={error?.message}
        onRetry={() => actor.send({ type: 'verification.retry' })}
        retryLabel={t.retry}
      />
    );
  else if (state === 'unsubmitted')
    body = (
      <section className={styles.section}>
        <Callout tone="info" title={t.unsubmittedTitle} headingLevel={2}>
          {t.unsubmittedText}
        </Callout>
        <div className={styles.actions}>
          <Button onClick={() => actor.send({ type: 'verification.start' })}>{t.start}</Button>
        </div>
      </section>
    );
  else if (state === 'choosingDocuments' || uploading)
    body = (
      <form
        className={styles.section}
        noValidate
        aria-label={t.title}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'verification.upload' });
        }}
      >
        {reason && (
          <Callout tone="warning" title={t.rejectedReason} headingLevel={2}>
            {reason}
          </Callout>
        )}
        <div className={styles.files}>
          {picker('document')}
          {picker('selfie')}
        </div>
        {error && (
          <Callout tone="critical" announce="alert">
            {error.message}
          </Callout>
        )}
        {uploading ? (
          <div className={styles.section}>
            <ProgressBar label={t.uploading} value={progress} />
            <div className={styles.actions}>
              <Button
                tone="neutral"
                type="button"
                onClick={() => actor.send({ type: 'verification.cancel' })}
              >
                {t.cancelUpload}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button type="submit">{t.upload}</Button>
            <Button tone="neutral" type="button" onClick={() => actor.send({ type: 'verification.cancel' })}>
              {t.cancel}
            </Button>
          </div>
        )}
      </form>
    );
  else if (state === 'pendingReview' || state === 'checking')
    body = (
      <section className={styles.section}>
        <Callout tone="info" title={t.pendingTitle} headingLevel={2} announce="status">
          {t.pendingText} {details?.submitted_at && t.submittedOn({ date: formatDate(details.submitted_at) })}
        </Callout>
        <div className={styles.actions}>
          <Button
            tone="neutral"
            loading={state === 'checking'}
            onClick={() => actor.send({ type: 'verification.check' })}
          >
            {t.checkNow}
          </Button>
        </div>
        {photos}
      </section>
    );
  else if (state === 'approved')
    body = (
      <section className={styles.section}>
        <div>
          <VerifiedBadge size="md" />
        </div>
        <Callout tone="positive" title={t.approvedTitle} headingLevel={2} announce="status">
          {t.approvedText}
        </Callout>
        <div className={styles.actions}>
          <Button asChild>
            <LinkBase href={pathTo('add-item')}>{t.listForRent}</LinkBase>
          </Button>
          <Button asChild tone="neutral">
            <LinkBase href={pathTo('search')}>{t.browse}</LinkBase>
          </Button>
        </div>
      </section>
    );
  else
    body = (
      <section className={styles.section}>
        <Callout tone="critical" title={t.rejectedTitle} headingLevel={2}>
          <strong>{t.rejectedReason}</strong> {reason}
          <br />
          {t.rejectedText}
        </Callout>
        <div className={styles.actions}>
          <Button onClick={() => actor.send({ type: 'verification.resubmit' })}>{t.uploadAgain}</Button>
        </div>
        {photos}
      </section>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t.title}</Heading>
        <Text tone="muted">{t.intro}</Text>
      </header>
      {body}
    </div>
  );
}
