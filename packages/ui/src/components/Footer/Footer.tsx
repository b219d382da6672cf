import clsx from 'clsx';
import { Icon } from '../Icon';
import { Link, LinkBase } from '../Link';
import { Text } from '../Text';
import { Brand } from '../Navbar/Navbar';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import { FooterAddress } from './FooterAddress';
import { copyright, socialLinks, versionLabel, type FooterDetails } from './footerLinks';
import { useNavigation } from '../Navbar/navLinks';
import * as styles from './Footer.css';

export interface FooterProps {
  /** The system details; the address block shows only when they exist. */
  details: FooterDetails | null;
  className?: string;
}

/**
 * The site footer of docs/product.md §2: links, social pages, address, copyright and version; and the
 * theme switch, for everyone (members also have it in their menu).
 */
export function Footer({ details, className }: FooterProps) {
  const nav = useNavigation();
  return (
    <footer className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <Brand />
          <Text tone="muted" size="sm">
            {nav.t.tagline}
          </Text>
          <ThemeSwitch className={styles.theme} />
        </div>
        <nav aria-label={nav.t.footer} className={styles.column}>
          <ul className={styles.links}>
            {nav.footer.map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="neutral" underline="hover" className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.columnTitle}>{nav.t.followUs}</h2>
          <ul className={styles.social}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <LinkBase href={social.href} external className={styles.socialLink}>
                  <Icon name={social.icon} />
                  {social.label}
                </LinkBase>
              </li>
            ))}
          </ul>
          {details && <FooterAddress details={details} />}
        </div>
      </div>
      <div className={styles.bottom}>
        <span>{copyright}</span>
        <span>{versionLabel}</span>
      </div>
    </footer>
  );
}
