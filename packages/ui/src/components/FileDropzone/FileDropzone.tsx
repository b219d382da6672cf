import { forwardRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { assignRef } from '../_internal/assignRef';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import { fileDropzoneMessages } from './FileDropzone.messages';
import { FileDropzoneList } from './FileDropzoneList';
import { describeSize, describeTypes, imageTypes, MEGABYTE, type FileRejection } from './fileDropzoneRules';
import { useFileDrop } from './useFileDrop';
import { useFileDropzoneItems } from './useFileDropzoneItems';
import { useObjectUrls } from './useObjectUrls';
import * as styles from './FileDropzone.css';

export interface DropzoneItem {
  id: string;
  /** A file chosen on this device, previewed through an object URL. */
  file?: File;
  /** An image already uploaded. */
  url?: string;
  /** Shown under the preview; the file's name unless told. */
  name?: string;
}

export const fileDropzoneStates = ['idle', 'dragover', 'full', 'disabled'] as const;

export interface FileDropzoneProps extends FieldProps {
  /** The photos, in order: the first is the cover. */
  value?: readonly DropzoneItem[];
  defaultValue?: readonly DropzoneItem[];
  onValueChange?: (items: DropzoneItem[]) => void;
  /** MIME types or 'image/*'; JPEG, PNG and WebP unless told. */
  accept?: readonly string[];
  maxFiles?: number;
  /** Largest file, in bytes; 10 MB unless told. */
  maxBytes?: number;
  /** Upload progress per item id, 0–100, set by the app while it uploads. */
  progress?: Readonly<Record<string, number>>;
  /** An error per item id (e.g. the server refused it), set by the app. */
  errors?: Readonly<Record<string, ReactNode>>;
  /** Files refused here (type, size, count), after the messages are shown. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Ids for new items; random unless told. */
  createId?: (file: File) => string;
  disabled?: boolean;
  /** On a phone, open this camera at once (a selfie: 'user') rather than the file picker. */
  capture?: 'user' | 'environment';
  id?: string;
  className?: string;
}

let sequence = 0;
const defaultId = () => `photo-${Date.now().toString(36)}-${(sequence += 1).toString(36)}`;

/**
 * Photos for a listing, or the one photo of a profile (`maxFiles={1}`: no cover, no reordering):
 * drop or browse to add, previews, per-photo upload progress and errors,
 * remove, reorder by dragging (pointer or keyboard) or with Move earlier/later, and 'Make cover'.
 * Files of the wrong type, too large or beyond `maxFiles` are refused here with a message each.
 */
export const FileDropzone = forwardRef<HTMLInputElement, FileDropzoneProps>(function FileDropzone(
  {
    label,
    description,
    error,
    hideLabel,
    value,
    defaultValue,
    onValueChange,
    accept = imageTypes,
    maxFiles = 8,
    maxBytes = 10 * MEGABYTE,
    progress = {},
    errors = {},
    onReject,
    createId = defaultId,
    disabled = false,
    capture,
    id,
    className,
  },
  ref,
) {
  const t = useMessages(fileDropzoneMessages);
  const ids = useFieldIds(id, { description, error });
  const types = describeTypes(accept);
  const size = describeSize(maxBytes);
  const { items, add, move, act, rejections, announcement, listRef, inputRef } = useFileDropzoneItems({
    value,
    defaultValue,
    onValueChange,
    onReject,
    accept,
    maxFiles,
    maxBytes,
    createId,
    disabled,
    types,
    size,
  });
  const urls = useObjectUrls(items);
  const full = items.length >= maxFiles;
  const single = maxFiles === 1;
  const drop = useFileDrop({ refuse: disabled || full, onFiles: add });
  const state: (typeof fileDropzoneStates)[number] = disabled
    ? 'disabled'
    : full
      ? 'full'
      : drop.dragging
        ? 'dragover'
        : 'idle';

  const hintId = `${ids.controlId}-hint`;
  const rejectionsId = `${ids.controlId}-rejections`;

  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div
        className={styles.zone}
        data-state={state}
        data-invalid={error ? '' : undefined}
        {...drop.handlers}
        onClick={(event) => {
          // The whole zone opens the picker; the label and input do so themselves.
          if (event.target === event.currentTarget || !(event.target as HTMLElement).closest('label, input'))
            inputRef.current?.click();
        }}
      >
        <Glyph name="image" size="lg" className={styles.zoneIcon} />
        <p className={styles.prompt}>
          {single ? t.promptOne : t.prompt}{' '}
          <label htmlFor={ids.controlId} className={styles.browse}>
            {t.browse}
          </label>
        </p>
        <p id={hintId} className={styles.hint}>
          {full
            ? single
              ? t.fullOne
              : t.full({ max: maxFiles })
            : single
              ? t.limitsOne({ types, size })
              : `${t.limits({ types, size })} ${t.room(maxFiles)} ${items.length ? t.added({ count: items.length, max: maxFiles }) : ''}`.trim()}
        </p>
        <input
          ref={(node) => {
            inputRef.current = node;
            assignRef(ref, node);
          }}
          id={ids.controlId}
          type="file"
          multiple={maxFiles > 1}
          accept={accept.join(',')}
          capture={capture}
          className={styles.input}
          disabled={disabled || full}
          aria-labelledby={ids.labelId}
          aria-describedby={[
            ids.descriptionId,
            hintId,
            ids.errorId,
            rejections.length ? rejectionsId : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={ids.invalid}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <div id={rejectionsId} role="alert">
        {rejections.length > 0 && (
          <ul className={styles.rejections}>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
      {items.length > 0 && (
        <FileDropzoneList
          items={items}
          urls={urls}
          progress={progress}
          errors={errors}
          disabled={disabled}
          single={single}
          labelId={ids.labelId}
          listRef={listRef}
          onMove={move}
          onAction={act}
        />
      )}
      <div className={styles.hiddenLabel} role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
});
FileDropzone.displayName = 'FileDropzone';
