import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Which ends of a horizontally scrolling row have more to see. */
export const scrollOverflows = ['none', 'start', 'end', 'both'] as const;
export type ScrollOverflow = (typeof scrollOverflows)[number];

function overflowOf(row: HTMLElement): ScrollOverflow {
  const { scrollLeft, scrollWidth, clientWidth } = row;
  // A pixel of slack: zoom and fractional widths leave sub-pixel remainders.
  const start = scrollLeft > 1;
  const end = scrollLeft + clientWidth < scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

const scrolls = (row: HTMLElement) => row.scrollWidth > row.clientWidth;

/** Puts the row's current entry (`[aria-current="page"]`) in its middle, as far as it can go. */
function centreCurrent(row: HTMLElement) {
  const entry = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!entry || !scrolls(row)) return;
  const rowBox = row.getBoundingClientRect();
  const entryBox = entry.getBoundingClientRect();
  row.scrollLeft += entryBox.left + entryBox.width / 2 - (rowBox.left + rowBox.width / 2);
}

/**
 * A row of links that may scroll sideways (the dashboard's tabs on a phone): reports which ends
 * have more to see, as it scrolls or its size changes, and keeps the current page in view — when
 * the page changes, and when the row starts to scroll (a phone turned, a window narrowed past the
 * breakpoint). 'none' while it does not scroll.
 */
export function useScrollRow(
  ref: RefObject<HTMLElement | null>,
  current: string | undefined,
): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>('none');
  const scrolled = useRef(false);

  useLayoutEffect(() => {
    if (ref.current) centreCurrent(ref.current);
  }, [ref, current]);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => setOverflow(overflowOf(row));
    const resized = () => {
      const now = scrolls(row);
      if (now && !scrolled.current) centreCurrent(row);
      scrolled.current = now;
      update();
    };
    resized();
    row.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  return overflow;
}
