// Reads of the users area: the signed-in account and public profiles.
import { contract } from '../contract';
import { keys } from '../keys';
import { useEndpoint } from './core';

/** The signed-in user (user/get); waits while `enabled` is false (signed out). */
export const useCurrentUser = (enabled: boolean) =>
  useEndpoint(enabled ? keys.currentUser : null, contract.account.get);

/** A user's public profile with their active items; `null` id waits. */
export const useProfile = (id: number | null) =>
  useEndpoint(id === null ? null : keys.profile(id), contract.profiles.get, { params: { id: id ?? 0 } });
