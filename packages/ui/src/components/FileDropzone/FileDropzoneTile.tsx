import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { IconButton } from '../IconButton';
import { fileDropzoneMessages } from './FileDropzone.messages';
import * as styles from './FileDropzone.css';

export const fileTileStates = ['idle', 'uploading', 'uploaded', 'error'] as const;
export type FileTileAction = 'cover' | 'earlier' | 'later' | 'remove';

export interface FileDropzoneTileProps {
  id: string;
  index: number;
  total: number;
  name: string;
  src?: string;
  progress?: number;
  error?: ReactNode;
  disabled?: boolean;
  /** The only photo a field takes (an avatar): no cover, no order, so only Remove. */
  single?: boolean;
  onAction: (action: FileTileAction) => void;
}

/** One photo: preview, cover badge, drag handle, upload progress or error, and its actions. */
export function FileDropzoneTile({
  id,
  index,
  total,
  name,
  src,
  progress,
  error,
  disabled,
  single = false,
  onAction,
}: FileDropzoneTileProps) {
  const t = useMessages(fileDropzoneMessages);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const state: (typeof fileTileStates)[number] = error
    ? 'error'
    : progress === undefined
      ? 'idle'
      : progress < 100
        ? 'uploading'
        : 'uploaded';
  const captionId = `${id}-caption`;
  const errorId = error ? `${id}-error` : undefined;
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      className={styles.tile}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-id={id}
      data-state={state}
      data-dragging={isDragging ? '' : undefined}
      aria-labelledby={captionId}
      aria-describedby={errorId}
    >
      <div className={styles.media}>
        {src ? (
          <img className={styles.image} src={src} alt="" draggable={false} />
        ) : (
          <Glyph name="image" size="lg" />
        )}
        {single ? null : index === 0 ? (
          <span className={styles.cover}>{t.cover}</span>
        ) : (
          <button
            type="button"
            className={styles.makeCover}
            disabled={disabled}
            aria-describedby={captionId}
            data-action="cover"
            onClick={() => onAction('cover')}
          >
            {t.makeCover}
          </button>
        )}
        {!single && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={t.reorder}
            aria-describedby={[captionId, attributes['aria-describedby']].join(' ')}
            data-action="drag"
          >
            <Glyph name="grip" />
          </button>
        )}
        {state === 'uploading' && (
          <div className={styles.progress}>
            <span aria-hidden>{Math.round(progress ?? 0)}%</span>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={t.uploading}
              aria-describedby={captionId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress ?? 0)}
            >
              <span className={styles.barFill} style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </div>
      <div className={styles.caption}>
        <p id={captionId} className={styles.name}>
          <span className={styles.hiddenLabel}>{t.photo({ n, total })}: </span>
          {name}
        </p>
        {state === 'uploaded' && (
          <span className={styles.uploaded} role="img" aria-label={t.uploaded}>
            <Glyph name="checkCircle" size="sm" />
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.tileError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {(
          [
            ['earlier', 'arrowLeft', t.moveEarlier, index === 0],
            ['later', 'arrowRight', t.moveLater, index === total - 1],
            ['remove', 'trash', t.remove, false],
          ] as const
        )
          .filter(([action]) => !single || action === 'remove')
          .map(([action, glyph, label, edge]) => (
            <IconButton
              key={action}
              className={action === 'remove' ? styles.remove : undefined}
              size="sm"
              label={label}
              icon={<Glyph name={glyph} size="sm" />}
              disabled={disabled || edge}
              aria-describedby={captionId}
              data-action={action}
              onClick={() => onAction(action)}
            />
          ))}
      </div>
    </li>
  );
}
