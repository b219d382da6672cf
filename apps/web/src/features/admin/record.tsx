// A record's screen (decision 0040): the id from the route, asked for only by an admin, and the
// states before the record shows — not found (an id that cannot be one, or a 404) or failed.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@pinjam/api';
import { ErrorState } from '@pinjam/ui';
import { useAuth } from '../../app/auth';

interface RecordAnswer {
  error?: unknown;
  mutate: () => unknown;
}

/**
 * Reads the record the route names (`:id`) with `useRecord` — given null, which asks nothing, for
 * an id that cannot be one or while the viewer is not known to be an admin — and says whether it
 * is missing (no such id, or the server's 404).
 */
export function useAdminRecord<A extends RecordAnswer>(useRecord: (id: number | null) => A) {
  const { isAdmin } = useAuth();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useRecord(valid && isAdmin ? id : null);
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return { query, missing };
}

export interface RecordStatesProps {
  missing: boolean;
  query: RecordAnswer;
  words: { notFound: string; loadError: string; retry: string };
  children: ReactNode;
}

/** Not found, failed (with Try again), or the record's body. */
export function RecordStates({ missing, query, words, children }: RecordStatesProps) {
  if (missing) return <ErrorState title={words.notFound} />;
  if (query.error)
    return (
      <ErrorState title={words.loadError} onRetry={() => void query.mutate()} retryLabel={words.retry} />
    );
  return <>{children}</>;
}
