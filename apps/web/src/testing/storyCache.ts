import { initCache } from 'swr/_internal';

/**
 * A fresh SWR cache for one story, registered with SWR before the story's SWRConfig mounts. SWR
 * unregisters a cache that its SWRConfig registered when that SWRConfig unmounts, and a write to
 * it afterwards throws (vercel/swr#2719, #2771): an answer that arrived after its story ended, as
 * a message read's refresh of the conversations did, failed the run as an unhandled error. A cache
 * registered here stays valid, so a late write lands in a cache no story reads. It has no window
 * focus or reconnect listeners: nothing to release, and no story revalidates on focus.
 */
export function storyCache() {
  const cache = new Map();
  initCache(cache, { initFocus: () => undefined, initReconnect: () => undefined });
  return cache;
}
