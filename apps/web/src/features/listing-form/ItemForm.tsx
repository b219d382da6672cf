import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldPath, PathValue } from 'react-hook-form';
import { errorCodes, ITEM_LIMITS, type Item } from '@pinjam/api';
import { Button, Callout, FileDropzone, Link, Panel, ProgressBar, useMessages } from '@pinjam/ui';
import {
  draftFields,
  emptyValues,
  listingFieldOf,
  listingSchema,
  valuesFromItem,
  type ItemRequest,
  type ListingValues,
} from './listingSchema';
import { firstInvalidControl, messagesOf } from './formErrors';
import { photoErrorsOf, photoProgress } from './photos';
import { AboutFields, FormSection, OfferFields, StockField, type SectionProps } from './ItemFormSections';
import { useApiForm, type WriteResult } from '../../app/forms';
import { pathTo } from '../../routes/paths';
import { itemFormMessages } from './messages';
import * as styles from './ItemForm.css';

export interface SendOptions {
  onUploadProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface ItemFormProps {
  mode: 'create' | 'edit';
  /** The item being edited: the form starts filled with it. */
  item?: Item;
  /** The owner's identity is verified (needed to offer items for rent). */
  verified: boolean;
  /** Sends the listing (create or update) and answers as the API client does. */
  send: (request: ItemRequest, options: SendOptions) => Promise<WriteResult<{ message: string; item: Item }>>;
  onSaved: (item: Item, message: string) => void;
  cancelHref: string;
}

/** Why the last submit did not go through; shown at the top of the form. */
type Failure = { kind: 'invalid' | 'tooLarge' | 'verification' | 'failed'; message?: string };

/**
 * The listing form of add-item and edit-item, on the one form helper (useApiForm): checks what it
 * can before sending, uploads with a real progress bar, and puts the server's refusals beside the
 * fields (photos' beside the photos and on the photo itself). Nothing typed is lost on an error;
 * the focus goes to what needs fixing, in page order (the photos' dropzone and the offer's cards
 * included), else to the message saying what happened.
 */
export function ItemForm({ mode, item, verified, send: sendListing, onSaved, cancelHref }: ItemFormProps) {
  const t = useMessages(itemFormMessages);
  const schema = useMemo(() => listingSchema(t, mode), [t, mode]);
  const [defaultValues] = useState(() => (item ? valuesFromItem(item) : emptyValues(verified)));
  const [photoErrors, setPhotoErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const sending = progress !== null;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  /** A refusal: what happened, said above the form, and the focus moved once it has drawn. */
  const refused = (next: Failure) => {
    setFailure(next);
    setFocusTick((n) => n + 1);
  };

  const { form, submit } = useApiForm<ListingValues, ItemRequest>({
    schema,
    defaultValues,
    fields: draftFields,
    fieldOf: listingFieldOf,
    // An error stays until its field changes or the next submit: typing never raises a new one.
    options: { mode: 'onSubmit', reValidateMode: 'onSubmit' },
    onRefused: ({ placed, message }) =>
      refused(
        placed.length > 0 && message === null
          ? { kind: 'invalid' }
          : { kind: 'failed', message: message ?? undefined },
      ),
    send: async (request) => {
      // The version the form was opened at: someone's edit since then is refused, not overwritten.
      if (item) request.body.version = item.version;
      const controller = new AbortController();
      abortRef.current = controller;
      setFailure(null);
      setProgress(0);
      let result: Awaited<ReturnType<ItemFormProps['send']>>;
      try {
        result = await sendListing(request, { onUploadProgress: setProgress, signal: controller.signal });
      } catch {
        return; // aborted: the page is gone
      }
      setProgress(null);
      if (result.ok) return onSaved(result.data.item, result.data.message);
      const { status, error } = result;
      if (status === 403 && error.code === errorCodes.verificationRequired)
        return refused({ kind: 'verification', message: error.message });
      if (status === 413) {
        form.setError('images', {
          type: 'server',
          message: error.errors?.images?.join(' ') ?? error.message,
        });
        return refused({ kind: 'tooLarge' });
      }
      setPhotoErrors(photoErrorsOf(error, photos));
      return result;
    },
  });
  const { setValue, clearErrors } = form;
  const draft = form.watch();
  const photos = draft.images;
  const errors = messagesOf(form.formState.errors);

  // Leaving the page stops an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  // After a refused submit: to the first field to fix, else to the message saying what happened.
  useEffect(() => {
    if (focusTick === 0 || !formRef.current) return;
    (firstInvalidControl(formRef.current, errors) ?? summaryRef.current)?.focus();
    // Only a new refusal moves focus, not every keystroke that clears an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const change = useCallback<SectionProps['change']>(
    (key, value, field) => {
      setValue(key, value as PathValue<ListingValues, typeof key>);
      clearErrors((field ?? key) as FieldPath<ListingValues>);
    },
    [setValue, clearErrors],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    setPhotoErrors({});
    return submit(event);
  }

  const sectionProps: SectionProps = { draft, errors, change };
  const uploadPercent = progress === null ? null : Math.round(progress * 100);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending || undefined}
    >
      {failure && (
        <Callout
          ref={summaryRef}
          tone="critical"
          announce="alert"
          tabIndex={-1}
          title={
            failure.kind === 'tooLarge'
              ? t.tooLargeTitle
              : failure.kind === 'invalid'
                ? t.invalidTitle
                : failure.kind === 'verification'
                  ? failure.message
                  : t.failedTitle
          }
          action={
            failure.kind === 'verification' ? (
              <Link href={pathTo('verification')}>{t.verifyLink}</Link>
            ) : undefined
          }
        >
          {failure.kind === 'tooLarge'
            ? t.tooLargeText
            : failure.kind === 'failed'
              ? `${failure.message ?? ''} ${t.failedText}`.trim()
              : failure.kind === 'invalid'
                ? t.invalidText
                : null}
        </Callout>
      )}

      <fieldset className={styles.fields} disabled={sending}>
        <Panel as="div" padding="lg">
          <FormSection id="item-about" title={t.aboutSection}>
            <AboutFields {...sectionProps} />
          </FormSection>
        </Panel>

        <Panel as="div" padding="lg">
          <FormSection id="item-photos" title={t.photosSection}>
            <div data-field="images">
              <FileDropzone
                label={t.photos}
                // The section's heading shows the same word; the field keeps its name for screen readers.
                hideLabel
                description={t.photosHint}
                value={photos}
                onValueChange={(next) => change('images', next)}
                maxFiles={ITEM_LIMITS.imagesMax}
                maxBytes={ITEM_LIMITS.imageMaxBytes}
                progress={progress === null ? undefined : photoProgress(progress, photos)}
                errors={photoErrors}
                error={errors.images}
                disabled={sending}
              />
            </div>
          </FormSection>
        </Panel>

        <Panel as="div" padding="lg">
          <FormSection id="item-offer" title={t.offerSection}>
            <OfferFields
              {...sectionProps}
              verified={verified}
              verificationError={failure?.kind === 'verification' ? (failure.message ?? null) : null}
            />
          </FormSection>
        </Panel>

        <Panel as="div" padding="lg">
          <FormSection id="item-stock" title={t.stockSection}>
            <StockField {...sectionProps} />
          </FormSection>
        </Panel>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending}>
          {mode === 'create' ? t.submitCreate : t.submitEdit}
        </Button>
        {!sending && <Link href={cancelHref}>{t.cancel}</Link>}
        {uploadPercent !== null && (
          <ProgressBar
            className={styles.progress}
            label={uploadPercent < 100 ? t.uploading : t.saving}
            value={uploadPercent < 100 ? uploadPercent : null}
            description={t.uploadingHint}
          />
        )}
      </div>
    </form>
  );
}
