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
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode, RefObject } from 'react';
import { useMessages } from '../../i18n';
import type { DropzoneItem } from './FileDropzone';
import { fileDropzoneMessages } from './FileDropzone.messages';
import { FileDropzoneTile, type FileTileAction } from './FileDropzoneTile';
import { nameOf } from './fileDropzoneRules';
import * as styles from './FileDropzone.css';

interface FileDropzoneListProps {
  items: readonly DropzoneItem[];
  /** Preview URLs of the items that hold a File, by item id. */
  urls: Readonly<Record<string, string>>;
  progress: Readonly<Record<string, number>>;
  errors: Readonly<Record<string, ReactNode>>;
  disabled: boolean;
  single: boolean;
  labelId: string;
  listRef: RefObject<HTMLOListElement | null>;
  onMove: (from: number, to: number) => void;
  onAction: (index: number, action: FileTileAction) => void;
}

/**
 * The photos in order, sortable by dragging with a pointer or the keyboard; what happens is
 * announced by position ('photo 2 of 5').
 */
export function FileDropzoneList({
  items,
  urls,
  progress,
  errors,
  disabled,
  single,
  labelId,
  listRef,
  onMove,
  onAction,
}: FileDropzoneListProps) {
  const t = useMessages(fileDropzoneMessages);
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
    if (over && active.id !== over.id) onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
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
        <ol ref={listRef} className={styles.grid} aria-labelledby={labelId}>
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
              onAction={(action) => onAction(index, action)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
