import { Link as RouterLink } from 'react-router-dom';
import { Button, EmptyState, useMessages } from '@pinjam/ui';
import { shellMessages } from '../../../app/messages';
import { pathTo } from '../../../routes/paths';

/** Any unknown path (docs/product.md §2): '404 - Page not found' with the navbar and footer. */
export default function NotFoundPage() {
  const t = useMessages(shellMessages);
  return (
    <EmptyState
      title={t.notFoundTitle}
      text={t.notFoundText}
      headingLevel={1}
      action={
        <Button asChild>
          <RouterLink to={pathTo('home')}>{t.backHome}</RouterLink>
        </Button>
      }
    />
  );
}
