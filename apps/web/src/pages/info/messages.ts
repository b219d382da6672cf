import { i18n, params } from '@pinjam/ui';

/**
 * The short texts of the information pages: titles and labels. The long-form copy of each page
 * lives in `content/<locale>/`, one module per page (see README.md).
 */
export const infoMessages = i18n('InfoPages', {
  aboutUs: 'About Pinjam',
  howItWorks: 'How it works',
  faq: 'Frequently asked questions',
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy policy',
  lastUpdated: params('Last updated {date}'),
  contents: 'Contents',
  topics: 'Topics',
});
