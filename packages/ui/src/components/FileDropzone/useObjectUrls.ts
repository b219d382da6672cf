import { useEffect, useRef, useState } from 'react';

/**
 * Preview URLs for the items that hold a File: made once per file, revoked when the item goes
 * (or its file changes) and when the component unmounts, so no blob outlives its preview.
 */
export function useObjectUrls(items: readonly { id: string; file?: File }[]): Record<string, string> {
  const made = useRef(new Map<string, { file: File; url: string }>());
  const [urls, setUrls] = useState<Record<string, string>>({});

  useEffect(() => {
    const cache = made.current;
    const live = new Set<string>();
    let changed = false;
    for (const { id, file } of items) {
      if (!file) continue;
      live.add(id);
      const entry = cache.get(id);
      if (entry?.file === file) continue;
      if (entry) URL.revokeObjectURL(entry.url);
      cache.set(id, { file, url: URL.createObjectURL(file) });
      changed = true;
    }
    for (const [id, entry] of cache) {
      if (live.has(id)) continue;
      URL.revokeObjectURL(entry.url);
      cache.delete(id);
      changed = true;
    }
    if (changed) setUrls(Object.fromEntries([...cache].map(([id, entry]) => [id, entry.url])));
  }, [items]);

  useEffect(() => {
    const cache = made.current;
    return () => {
      for (const entry of cache.values()) URL.revokeObjectURL(entry.url);
      cache.clear();
    };
  }, []);

  return urls;
}
