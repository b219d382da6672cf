import { Link } from '../Link';
import { useNavigation } from '../Navbar/navLinks';
import type { FooterDetails } from './footerLinks';
import * as styles from './Footer.css';

const present = (...parts: (string | null)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim()));

/** The company's address and contacts from the system details; lines that are missing are left out. */
export function FooterAddress({ details }: { details: FooterDetails }) {
  const { t } = useNavigation();
  const lines = [
    ...present(details.address_line_1, details.address_line_2, details.address_line_3),
    present(details.post_code, details.city).join(' '),
    present(details.district, details.country).join(', '),
  ].filter(Boolean);
  return (
    <>
      <h2 className={styles.columnTitle}>{t.contact}</h2>
      <address className={styles.address}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {details.telephone && (
          <div>
            {t.tel}{' '}
            <Link href={`tel:${details.telephone.replace(/[^\d+]/g, '')}`} tone="muted" underline="hover">
              {details.telephone}
            </Link>
          </div>
        )}
        {details.email && (
          <div>
            {t.email}{' '}
            <Link href={`mailto:${details.email}`} tone="muted" underline="hover">
              {details.email}
            </Link>
          </div>
        )}
      </address>
    </>
  );
}
