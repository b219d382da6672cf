import { i18n } from '@pinjam/ui';

/** The home page's texts; the seed's verbatim where it gives them. */
export const homeMessages = i18n('HomePage', {
  heroTitle: 'Rent it, buy it, or earn from what you own',
  heroText: 'Cameras, drones, DJ gear, party kit, tools and baby gear from people across Brunei.',
  searchLabel: 'What are you looking for?',
  searchPlaceholder: 'Search for cameras, electronics...',
  location: 'Location',
  date: 'Date',
  datePlaceholder: 'Select Date',
  search: 'Search',
  listAnItem: 'List an item',
  categoriesTitle: 'What do you want to buy?',
  howItWorksTitle: 'How it works',
  featuredTitle: 'From big brands, to unquie trinkets, we have something to borrow',
  recentTitle: 'Recently added',
  browseAll: 'Browse everything',
  noItems: 'Nothing listed yet. Be the first:',
  itemsError: 'These items could not be loaded.',
  retry: 'Try again',
});
