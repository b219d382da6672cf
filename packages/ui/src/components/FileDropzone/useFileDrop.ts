import { useState, type DragEvent } from 'react';

/**
 * Files dragged over and dropped on an element: `dragging` while files are over it (counted, as
 * entering a child leaves the parent), the drop cursor refused when nothing more is taken.
 */
export function useFileDrop({
  refuse,
  onFiles,
}: {
  /** Nothing more can be added (disabled or full). */
  refuse: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [dragDepth, setDragDepth] = useState(0);
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragDepth((depth) => depth + 1);
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = refuse ? 'none' : 'copy';
    },
    onDragLeave: () => setDragDepth((depth) => Math.max(0, depth - 1)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragDepth(0);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging: dragDepth > 0, handlers };
}
