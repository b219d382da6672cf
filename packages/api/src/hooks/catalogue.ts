// Reads of the catalogue area: one item, and the signed-in owner's items.
import { catalogue } from '../contract/catalogue';
import { keys } from '../keys';
import { useEndpoint } from './core';

/** One public item (view-item); `null` id waits. */
export const useItem = (id: number | null) =>
  useEndpoint(id === null ? null : keys.item(id), catalogue.get, { params: { id: id ?? 0 } });

/** The signed-in user's items, active and disabled (my-items, view-items). */
export const useUserItems = (enabled = true) =>
  useEndpoint(enabled ? keys.userItems : null, catalogue.userItems);

/** One of the signed-in user's own items (edit-item). */
export const useUserItem = (id: number | null) =>
  useEndpoint(id === null ? null : keys.userItem(id), catalogue.userItem, { params: { id: id ?? 0 } });
