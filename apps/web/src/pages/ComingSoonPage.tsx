import { useMatches } from 'react-router-dom';
import { EmptyState } from '@pinjam/ui';
import type { RouteHandle } from '../routes/paths';

/** Pages not built yet: a plain panel inside the right layout, titled after the route. */
export default function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <EmptyState
      title={handle?.title ?? 'Coming soon'}
      headingLevel={1}
      text="This part of Pinjam is coming soon."
    />
  );
}
