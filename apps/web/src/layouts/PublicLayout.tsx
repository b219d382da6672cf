import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLayout } from '@pinjam/ui';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';

const PARTS = ['navbar', 'page', 'footer'] as const;
const hydrated = new Set<string>();

/**
 * Marks `<html data-hydrated>` once the navbar, the page and the footer are live (on a page the
 * server drew: hydrated, each in its own slice). Journeys wait for it before they type.
 */
function Live({ part }: { part: (typeof PARTS)[number] }) {
  useEffect(() => {
    hydrated.add(part);
    if (PARTS.every((p) => hydrated.has(p))) document.documentElement.dataset.hydrated = '';
  }, [part]);
  return null;
}

/**
 * The public pages' frame. Each part is its own Suspense boundary: on a page the server drew,
 * React hydrates the boundaries one after another in short slices, yielding to the browser
 * between them, instead of in one long task (docs/decisions/0013).
 */
export function PublicLayout() {
  return (
    <PageLayout
      navbar={
        <Suspense>
          <AppNavbar />
          <Live part="navbar" />
        </Suspense>
      }
      footer={
        <Suspense>
          <AppFooter />
          <Live part="footer" />
        </Suspense>
      }
    >
      <Suspense>
        <Outlet />
        <Live part="page" />
      </Suspense>
    </PageLayout>
  );
}
