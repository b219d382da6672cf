import { Link as RouterLink } from 'react-router-dom';
import { Button, EmptyState } from '@pinjam/ui';
import { pathTo } from '../routes/paths';

/** Any unknown path (seed section 2): '404 - Page not found' with the navbar and footer. */
export default function NotFoundPage() {
  return (
    <EmptyState
      title="404 - Page not found"
      text="The page you were looking for has moved or never existed."
      headingLevel={1}
      action={
        <Button asChild>
          <RouterLink to={pathTo('home')}>Back to the home page</RouterLink>
        </Button>
      }
    />
  );
}
