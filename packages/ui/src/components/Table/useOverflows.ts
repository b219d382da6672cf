import { useEffect, useRef, useState } from 'react';

/** True when the element's content is wider than it: then it must be reachable to scroll. */
export function useOverflows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
