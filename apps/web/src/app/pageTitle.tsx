import { createContext, useContext, useEffect } from 'react';

/** Where a page reports its own title; RootLayout puts it in the tab (docs/decisions/0016). */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Names the tab after what the page shows ('Perception Tribe 9.5 sit-on-top kayak', 'Siti
 * Rahman'); until then, and once the page is left, the route's own title shows. Null or empty
 * keeps the route's title. Outside the app (stories) it does nothing.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
