// What the adverts page's forms share: the server's refusal as per-field errors, and the advert
// slots as a select's options.
import { ApiError } from '@pinjam/api';
import { advertPositionNames, advertPositions } from '@pinjam/api/contract';
import type { useMessages } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import type { adminAdvertsMessages } from './messages';

export type Messages = ReturnType<typeof useMessages<typeof adminAdvertsMessages>>;
type Errors = Record<string, string[] | undefined>;

/** A refusal of the fields (422) or of the size (413) as errors by field, its message under `_`. */
export const errorsOf = (error: unknown): Errors | null =>
  error instanceof ApiError && (error.status === 422 || error.status === 413)
    ? { ...(error.body.errors ?? {}), _: [error.message] }
    : null;

/** The advert slots, each by its number and name. */
export const slotOptions = (t: Messages) =>
  advertPositions.map((p) => ({
    value: String(p),
    label: t.slotNames({ position: String(p), name: advertPositionNames[p] }),
  }));

/** What the page hands each picture's card: its number, Delete (confirmed by the page), the notice. */
export interface PictureCardProps {
  n: number;
  onDelete: () => void;
  onNotice: (notice: AdminNotice) => void;
}
