// Reads of the users area: the signed-in account and public profiles.
import { account, profiles } from '../contract/users';
import { keys } from '../keys';
import { useEndpoint } from './core';

/** The signed-in user (user/get); waits while `enabled` is false (signed out). */
export const useCurrentUser = (enabled: boolean) =>
  useEndpoint(enabled ? keys.currentUser : null, account.get);

/** A user's public profile with their active items; `null` id waits. */
export const useProfile = (id: number | null) =>
  useEndpoint(id === null ? null : keys.profile(id), profiles.get, { params: { id: id ?? 0 } });
