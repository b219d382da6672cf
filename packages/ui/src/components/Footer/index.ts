export { Footer, type FooterProps } from './Footer';
export { footerLinks, socialLinks, copyright, versionLabel, type FooterDetails } from './footerLinks';
