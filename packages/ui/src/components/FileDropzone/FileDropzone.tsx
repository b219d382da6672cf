import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { forwardRef, useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import { fileDropzoneMessages } from './FileDropzone.messages';
import { FileDropzoneTile, type FileTileAction } from './FileDropzoneTile';
import {
  checkFiles,
  describeSize,
  describeTypes,
  imageTypes,
  MEGABYTE,
  type FileRejection,
} from './fileDropzoneRules';
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
  id?: string;
  className?: string;
}

let sequence = 0;
const defaultId = () => `photo-${Date.now().toString(36)}-${(sequence += 1).toString(36)}`;
const nameOf = (item: DropzoneItem) => item.name ?? item.file?.name ?? item.url?.split('/').pop() ?? '';

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
    id,
    className,
  },
  ref,
) {
  const t = useMessages(fileDropzoneMessages);
  const ids = useFieldIds(id, { description, error });
  const [ownItems, setOwnItems] = useState<readonly DropzoneItem[]>(defaultValue ?? []);
  const items = value ?? ownItems;
  const urls = useObjectUrls(items);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragDepth, setDragDepth] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingFocus = useRef<{ id?: string; action: FileTileAction | 'input' } | null>(null);

  const full = items.length >= maxFiles;
  const single = maxFiles === 1;
  const state: (typeof fileDropzoneStates)[number] = disabled
    ? 'disabled'
    : full
      ? 'full'
      : dragDepth > 0
        ? 'dragover'
        : 'idle';
  const types = describeTypes(accept);
  const size = describeSize(maxBytes);

  const change = (next: DropzoneItem[]) => {
    setOwnItems(next);
    onValueChange?.(next);
  };

  const add = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, { accept, maxBytes, room: maxFiles - items.length });
    setRejections(
      rejected.map(({ file, reason }) =>
        reason === 'type'
          ? t.wrongType({ name: file.name, types })
          : reason === 'size'
            ? t.tooBig({ name: file.name, size })
            : t.tooMany({ name: file.name })(maxFiles),
      ),
    );
    if (accepted.length) {
      change([...items, ...accepted.map((file) => ({ id: createId(file), file, name: file.name }))]);
      setAnnouncement(t.announceAdded(accepted.length));
    }
    if (rejected.length) onReject?.(rejected);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    change(arrayMove([...items], from, to));
  };

  const act = (index: number, action: FileTileAction) => {
    const item = items[index]!;
    if (action === 'remove') {
      const next = items[index + 1] ?? items[index - 1];
      pendingFocus.current = next ? { id: next.id, action: 'remove' } : { action: 'input' };
      change(items.filter((_, i) => i !== index));
      setAnnouncement(t.announceRemoved({ name: nameOf(item) }));
      return;
    }
    const to = action === 'cover' ? 0 : action === 'earlier' ? index - 1 : index + 1;
    // Keep focus on the moved photo; at either end the button that still works takes it.
    pendingFocus.current = {
      id: item.id,
      action: to === 0 ? 'later' : to === items.length - 1 ? 'earlier' : action,
    };
    move(index, to);
    setAnnouncement(
      action === 'cover' ? t.announceCover : t.announceMoved({ n: to + 1, total: items.length }),
    );
  };

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.action === 'input' || !target.id) {
      inputRef.current?.focus();
      return;
    }
    const tile = listRef.current?.querySelector(`[data-id="${CSS.escape(target.id)}"]`);
    const button = tile?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (button ?? tile?.querySelector<HTMLButtonElement>('[data-action="drag"]'))?.focus();
  }, [items]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (itemId: string | number) => items.findIndex((item) => item.id === itemId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragStart({ n: position(active.id) }),
    onDragOver: ({ over }) => (over ? t.dragOver({ n: position(over.id), total: items.length }) : undefined),
    onDragEnd: ({ over }) => (over ? t.dragEnd({ n: position(over.id), total: items.length }) : undefined),
    onDragCancel: ({ active }) => t.dragCancel({ n: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragDepth((depth) => depth + 1);
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled || full ? 'none' : 'copy';
    },
    onDragLeave: () => setDragDepth((depth) => Math.max(0, depth - 1)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragDepth(0);
      add([...event.dataTransfer.files]);
    },
  };

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
        {...dropHandlers}
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
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={ids.controlId}
          type="file"
          multiple={maxFiles > 1}
          accept={accept.join(',')}
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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
        >
          <SortableContext
            items={items.map((item) => item.id)}
            strategy={rectSortingStrategy}
            disabled={disabled}
          >
            <ol ref={listRef} className={styles.grid} aria-labelledby={ids.labelId}>
              {items.map((item, index) => (
                <FileDropzoneTile
                  key={item.id}
                  id={item.id}
                  index={index}
                  total={items.length}
                  name={nameOf(item)}
                  src={item.file ? urls[item.id] : item.url}
                  progress={progress[item.id]}
                  error={errors[item.id]}
                  disabled={disabled}
                  single={single}
                  onAction={(action) => act(index, action)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className={styles.hiddenLabel} role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
});
FileDropzone.displayName = 'FileDropzone';
