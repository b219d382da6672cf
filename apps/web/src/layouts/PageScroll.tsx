import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation, type Location } from 'react-router-dom';

/** Where the scroll positions of the pages a person left are kept for this tab. */
const POSITIONS_KEY = 'pinjam-scroll-positions';

/**
 * Where ScrollRestoration files a page's scroll position. The entries a person moved between in
 * the app have their own keys; the first page of a full load always has the key 'default', so
 * filed under it every full load restored the last one's position, a new search opening half way
 * down. Filed under its address instead, a reload comes back to where it was and a new address
 * starts at the top.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/**
 * A visitor who scrolls a page the server drew before the app has taken it over stays where they
 * are. As it hydrates, ScrollRestoration sends an address it has no position for to the top, and
 * on a slow phone the drawn page can be read and scrolled for a second or more before then: the
 * visitor's position is filed as the address's own just before ScrollRestoration reads them
 * (this component's layout effect runs before those of the one after it).
 */
function KeepEarlyScroll() {
  const location = useLocation();
  useLayoutEffect(() => {
    if (!document.documentElement.hasAttribute('data-hydrating') || window.scrollY === 0) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
      const key = scrollKey(location);
      if (saved[key] === undefined)
        sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ ...saved, [key]: window.scrollY }));
    } catch {
      // Storage refused: the page goes to the top, as any page does then.
    }
    // Once: as the server's page is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Scroll to the top on a new page, back to where it was on Back or a reload, and never away from a visitor's early scroll. */
export function PageScroll() {
  return (
    <>
      <KeepEarlyScroll />
      <ScrollRestoration getKey={scrollKey} storageKey={POSITIONS_KEY} />
    </>
  );
}
