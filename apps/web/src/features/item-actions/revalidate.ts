import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '@pinjam/api';
import type { Item } from '@pinjam/api/contract';

/**
 * After the owner changes an item: reload their list (kept on screen meanwhile); give the item's
 * page and edit form the item as the server now has it (or drop them); drop every search and the
 * owner's profile, so no page shows the item as it was.
 */
export function useRevalidateItem() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: number, fresh?: Item) => {
      const clear = (key: string) => mutate(key, undefined, { revalidate: true });
      const owner = fresh ? keys.profile(fresh.owner.id) : null;
      return Promise.all([
        mutate(keys.userItems),
        fresh ? mutate(keys.userItem(id), { item: fresh }, { revalidate: false }) : clear(keys.userItem(id)),
        // A hidden item has no public page: its page must ask again (and be told 404).
        fresh?.status === 'active'
          ? mutate(keys.item(id), { item: fresh }, { revalidate: false })
          : clear(keys.item(id)),
        mutate(
          (key) => typeof key === 'string' && (key === owner || key.startsWith(keys.searchPrefix)),
          undefined,
          { revalidate: true },
        ),
      ]);
    },
    [mutate],
  );
}
