import type { RouteHandle } from './paths';

/**
 * What a public page is about, in a sentence: its `<meta name="description">` and the text of
 * its link preview (Open Graph), written by the server into the pages it answers (the build's
 * routes.js). Plain data, like the titles. A page not named here keeps the site's own sentence.
 */
export const routeDescriptionTexts: Partial<Record<RouteHandle['name'], string>> = {
  home: 'Rent, buy and sell cameras, drones, DJ gear, party kit, tools and baby gear from people across Brunei.',
  search:
    'Browse items to rent or buy from people across Brunei: cameras, drones, DJ gear, party kit, tools, baby gear and more.',
  'about-us':
    'Who runs Pinjam, why borrowing beats buying, and how members of the marketplace are kept safe.',
  'how-it-works':
    'How renting, buying and listing on Pinjam work, step by step: choosing dates, paying, handing over and returning.',
  faq: 'Answers to what people ask most about renting, buying, listing, payments, deposits and deliveries on Pinjam.',
  'terms-of-service': 'The terms that apply to everyone who rents, buys, sells or lists on Pinjam.',
  'privacy-policy':
    'What Pinjam keeps about you, why, for how long, and how to ask for it or have it removed.',
};

/** A search's sentence: its words, its category, or any item. */
export const searchDescription = (about: string | null): string =>
  about
    ? `Items to rent or buy across Brunei for “${about}”, from people near you, on Pinjam.`
    : routeDescriptionTexts.search!;
