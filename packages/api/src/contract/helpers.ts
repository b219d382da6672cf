import { z } from 'zod';
import { endpoint } from './endpoint';
import { advertImage, bannerImage, mailboxEmail, systemDetails } from './models';

export const helpers = {
  systemDetails: endpoint({
    method: 'GET',
    path: '/api/helpers/system-details',
    auth: 'none',
    public: true,
    tag: 'helpers',
    summary: "The company's address and contacts, shown in the footer (null when none are set)",
    response: z.object({ details: systemDetails.nullable() }),
  }),
  activeAdvertImages: endpoint({
    method: 'GET',
    path: '/api/helpers/active-advert-images/',
    auth: 'none',
    public: true,
    tag: 'helpers',
    summary:
      'The active home-page banners (in their order) and adverts (by position: 1 left, 2 top right, 3 bottom right)',
    response: z.object({
      bannerImages: z.array(bannerImage),
      advertImages: z.array(advertImage),
    }),
  }),
} as const;

/** Development only: present while the server has no SMTP_URL. */
export const dev = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: 'none',
    tag: 'dev',
    summary: 'Emails the server would have sent (only while no SMTP_URL is configured)',
    response: z.object({ emails: z.array(mailboxEmail) }),
  }),
} as const;
