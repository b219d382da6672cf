export { Footer, type FooterProps } from './Footer';
export { socialLinks, copyright, versionLabel, type FooterDetails } from './footerLinks';
