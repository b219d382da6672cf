import { Suspense, use, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Middleware } from 'swr';

const ATTRIBUTE = 'data-hydrate-when-seen';

/** The server's parts still to hydrate, by id: the element it drew and when it is needed. */
const serverParts = new Map<string, Part>();

interface Part {
  element: Element;
  /** Settles when the part is needed. */
  needed: Promise<void>;
  /** Set as `needed` settles. */
  seen: boolean;
}

/**
 * Watches the server's element until it comes near the viewport, gets the pointer or focus. The
 * part is marked seen there and then, so it renders at once from then on: a click that arrives
 * right after the pointer hydrates it on the spot and reaches it, instead of waiting for a retry.
 */
function watch(element: Element): Part {
  let settle!: () => void;
  const part: Part = { element, seen: false, needed: new Promise<void>((resolve) => (settle = resolve)) };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: '200px',
  });
  function done() {
    observer.disconnect();
    element.removeEventListener('focusin', done);
    element.removeEventListener('pointerover', done);
    part.seen = true;
    settle();
  }
  observer.observe(element);
  element.addEventListener('focusin', done);
  element.addEventListener('pointerover', done);
  return part;
}

/** main.tsx calls this before it hydrates a page the server drew. */
export function hydratingServerPage(): void {
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`))
    serverParts.set(element.getAttribute(ATTRIBUTE)!, watch(element));
}

/**
 * Suspends while its part of the server's page has not been needed yet. Only while the server's
 * markup is still there: when an update reaches the part before then (a navigation changes the
 * router's context, say), React drops that markup to draw the part itself, and it must then
 * draw at once rather than leave a hole; once the page is gone, so is the element.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const part = serverParts.get(id);
  if (part && !part.seen && part.element.isConnected && part.element.firstChild) use(part.needed);
  return children;
}

/**
 * A part of a server-drawn page below the fold: React leaves the server's markup as it is (links
 * work, nothing to see changes) and hydrates it when it comes near the viewport, gets focus or
 * the pointer, so the first load does not spend the phone's main thread on what nobody sees yet.
 * Drawn in the browser (a later visit, client-side navigation), it renders at once. Each part
 * hydrates in a task of its own, so a page's hydration is no longer one long task even where the
 * part is in view at once. `className`: its box's, where the part takes the place of one.
 */
export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className} {...{ [ATTRIBUTE]: id }}>
      <Suspense>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}

/**
 * SWR middleware for a page the server drew: the answers it was drawn from are seconds old, so
 * the first component to read each of them does not ask the server again on mounting (SWR's
 * default). Later mounts, focus and reconnection revalidate as usual.
 */
export function serverAnswersFresh(answers: Record<string, unknown>): Middleware {
  const fresh = new Set(Object.keys(answers));
  return (useSWRNext) => (key, fetcher, config) => {
    const [given] = useState(() => typeof key === 'string' && fresh.has(key));
    useEffect(() => {
      if (given && typeof key === 'string') fresh.delete(key);
    }, [given, key]);
    return useSWRNext(key, fetcher, given ? { ...config, revalidateOnMount: false } : config);
  };
}

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's markup (and on the server), true from then on, and
 * true at once when the browser draws the component itself. What the server cannot know (the
 * session and the cart live in the browser's storage) must wait for it: the hydrating render
 * must draw what the server drew, or React throws the server's markup away (error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
