import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import type { DropzoneItem, FileDropzoneProps } from './FileDropzone';
import { fileDropzoneMessages } from './FileDropzone.messages';
import type { FileTileAction } from './FileDropzoneTile';
import { checkFiles, nameOf } from './fileDropzoneRules';

type ItemsOptions = Pick<FileDropzoneProps, 'value' | 'defaultValue' | 'onValueChange' | 'onReject'> & {
  accept: readonly string[];
  maxFiles: number;
  maxBytes: number;
  createId: (file: File) => string;
  disabled: boolean;
  /** The accepted types and the size limit as the messages say them. */
  types: string;
  size: string;
};

/**
 * The photos (controlled or not) and what can be done to them: add files (checked, each refusal
 * with its message), remove, move and make cover, each announced; after a change, focus goes
 * where the user can carry on (the moved photo's button, the next photo, or the file input).
 */
export function useFileDropzoneItems({
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
}: ItemsOptions) {
  const t = useMessages(fileDropzoneMessages);
  const [ownItems, setOwnItems] = useState<readonly DropzoneItem[]>(defaultValue ?? []);
  const items = value ?? ownItems;
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingFocus = useRef<{ id?: string; action: FileTileAction | 'input' } | null>(null);

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

  return { items, add, move, act, rejections, announcement, listRef, inputRef };
}
