import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useSelector } from '@xstate/react';
import { z } from '@pinjam/api/contract';
import {
  ACCEPTED_TYPES,
  MAX_DOCUMENT_BYTES,
  fileProblem,
  selectProgress,
  selectRejectionReason,
  selectVerificationError,
  type DocumentKind,
  type VerificationActorRef,
} from '@pinjam/machines';
import { Button, Callout, FileDropzone, ProgressBar, useMessages, type DropzoneItem } from '@pinjam/ui';
import { FormFailure, SubmitButton, useApiForm } from '../../../app/forms';
import { verificationPageMessages } from '../messages';
import * as styles from './VerificationPage.css';

type Messages = ReturnType<typeof useMessages<typeof verificationPageMessages>>;

/**
 * One photo as the form holds it (the dropzone's items, one at most), checked as the server
 * would: chosen, and a JPEG, PNG or WebP photo, not empty, at most 10 MB; sent as its File.
 */
const photo = (t: Messages, missing: string) =>
  z.pipe(
    z.custom<readonly DropzoneItem[]>().check(
      z.superRefine((items, ctx) => {
        const file = items[0]?.file;
        const problem = file ? fileProblem(file) : 'missing';
        if (problem)
          ctx.addIssue({
            code: 'custom',
            message: problem === 'missing' ? missing : t[problem],
            input: items,
          });
      }),
    ),
    z.transform((items: readonly DropzoneItem[]) => items[0]!.file!),
  );

/**
 * The two photos: the form checks them and hands them to the verification machine, which uploads
 * them (progress, Stop) and keeps the refusal: a 422's messages go beside their photos, anything
 * else in the alert above the buttons.
 */
export function VerificationForm({ actor }: { actor: VerificationActorRef }) {
  const t = useMessages(verificationPageMessages);
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const progress = useSelector(actor, selectProgress);
  const error = useSelector(actor, selectVerificationError);
  const reason = useSelector(actor, selectRejectionReason);
  const { form, submit, failure, refuse, clearFailure } = useApiForm({
    schema: z.object({ document: photo(t, t.missingDocument), selfie: photo(t, t.missingSelfie) }),
    defaultValues: { document: [] as readonly DropzoneItem[], selfie: [] as readonly DropzoneItem[] },
    send: (documents) => void actor.send({ type: 'verification.upload', ...documents }),
  });
  // The machine holds the refusal; the form says it where it belongs.
  useEffect(() => {
    if (error) refuse(error);
    else clearFailure();
  }, [error, refuse, clearFailure]);

  // Each photo in the design system's dropzone (one photo each): its preview, the upload's
  // progress on it, and what is wrong with it beside the field.
  const picker = (kind: DocumentKind) => (
    <Controller
      control={form.control}
      name={kind}
      render={({ field, fieldState }) => (
        <FileDropzone
          ref={field.ref}
          id={`verification-${kind}`}
          label={kind === 'document' ? t.documentLabel : t.selfieLabel}
          description={kind === 'document' ? t.documentHelp : t.selfieHelp}
          error={fieldState.error?.message}
          accept={ACCEPTED_TYPES}
          maxBytes={MAX_DOCUMENT_BYTES}
          maxFiles={1}
          capture={kind === 'selfie' ? 'user' : undefined}
          value={field.value}
          onValueChange={field.onChange}
          progress={uploading && field.value[0] ? { [field.value[0].id]: progress ?? 0 } : {}}
          disabled={uploading}
        />
      )}
    />
  );

  return (
    <form className={styles.section} noValidate aria-label={t.title} onSubmit={(event) => void submit(event)}>
      {reason && (
        <Callout tone="warning" title={t.rejectedReason} headingLevel={2}>
          {reason}
        </Callout>
      )}
      <div className={styles.files}>
        {picker('document')}
        {picker('selfie')}
      </div>
      <FormFailure message={failure} />
      {uploading && <ProgressBar label={t.uploading} value={progress} />}
      <div className={styles.actions}>
        <SubmitButton control={form.control} busy={uploading}>
          {t.upload}
        </SubmitButton>
        <Button tone="neutral" type="button" onClick={() => actor.send({ type: 'verification.cancel' })}>
          {uploading ? t.cancelUpload : t.cancel}
        </Button>
      </div>
    </form>
  );
}
