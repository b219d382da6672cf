// Reads and writes of the settings page (issue 15): the caller's settings and one write per
// section. Every write answers the settings and the user as they now are: the page's read is set
// from the answer (no second request) and the signed-in user refreshed.
import { useSWRConfig } from 'swr';
import { accountSettings, type SettingsAnswer } from '../contract/account';
import { keyOf, keys } from '../keys';
import { useEndpoint } from './core';

export const settingsKeys = {
  data: keyOf(accountSettings.getData),
} as const;

/** The signed-in user's settings (get-data); `false` waits. */
export const useSettings = (enabled = true) =>
  useEndpoint(enabled ? settingsKeys.data : null, accountSettings.getData);

/**
 * What a settings write's answer changes in the cache: the settings read (set from the answer)
 * and the signed-in user (user/get). Call it with the answer of any settings write.
 */
export function useSettingsAnswer() {
  const { mutate } = useSWRConfig();
  return async (answer: SettingsAnswer) => {
    await Promise.all([
      mutate(settingsKeys.data, { data: answer.data }, { revalidate: false }),
      mutate(keys.currentUser, { user: answer.user }, { revalidate: false }),
    ]);
  };
}
