import { useMatches } from 'react-router-dom';
import { EmptyState, useMessages } from '@pinjam/ui';
import { shellMessages } from '../../../app/messages';
import { routeTitles } from '../../../routes/titles';
import type { RouteHandle } from '../../../routes/paths';

/** Pages not built yet: a plain panel inside the right layout, titled after the route. */
export default function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const t = useMessages(shellMessages);
  const titles = useMessages(routeTitles);
  return <EmptyState title={handle ? titles[handle.name] : t.appName} headingLevel={1} text={t.comingSoon} />;
}
