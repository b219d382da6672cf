import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 640px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** A phone-sized viewport: where a wide table would hide its actions off to the side. */
export const useNarrow = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
