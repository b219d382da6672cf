import { i18n, params } from '@pinjam/ui';

/** The public profile page's texts. */
export const profileMessages = i18n('ProfilePage', {
  loading: 'Loading the profile',
  notFoundTitle: 'This profile does not exist',
  notFoundText: 'The member may have closed their account, or the link is wrong.',
  errorTitle: 'The profile could not be loaded',
  memberSince: params('Member since {date}'),
  noBio: 'No bio yet.',
  about: 'About',
  district: 'District',
  rating: 'Rating',
  items: params("{name}'s items"),
  noItems: 'No items listed at the moment.',
  ownProfile: 'This is how other members see your profile.',
  manageItems: 'Manage your items',
});
