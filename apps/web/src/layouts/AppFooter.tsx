import { useSystemDetails } from '@pinjam/api';
import { Footer } from '@pinjam/ui';

/** The footer with the company address from system details (shown only when they exist). */
export function AppFooter() {
  const { data } = useSystemDetails();
  return <Footer details={data?.details ?? null} />;
}
