import { useSelector } from '@xstate/react';
import { formatDate } from '@pinjam/api/domain';
import { selectRecord, selectRejectionReason, selectVerificationError } from '@pinjam/machines';
import {
  Button,
  Callout,
  ErrorState,
  Heading,
  LinkBase,
  Spinner,
  Text,
  VerifiedBadge,
  useMessages,
} from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { verificationPageMessages } from '../messages';
import { useVerificationActor } from './useVerificationActor';
import { VerificationForm } from './VerificationForm';
import * as styles from './VerificationPage.css';

/** /verification: the user's identity check, from choosing the two photos to the admin's answer. */
export default function VerificationPage() {
  const t = useMessages(verificationPageMessages);
  usePageTitle(t.title);
  const actor = useVerificationActor();
  const state = useSelector(actor, (s) => s.value as string);
  const details = useSelector(actor, selectRecord);
  const error = useSelector(actor, selectVerificationError);
  const reason = useSelector(actor, selectRejectionReason);

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
  else if (state === 'choosingDocuments' || state === 'uploading') body = <VerificationForm actor={actor} />;
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
