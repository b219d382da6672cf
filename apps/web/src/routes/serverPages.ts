/**
 * The pages the server draws (decisions 0013 and 0051): public, the same for every visitor. The
 * server reads this list from the build (`dist-ssr/routes.js`, through `server.ts`) and knows no
 * page of its own: a page joins here, not in the server. Plain data and functions, no React.
 */
import { phonePictureBreakpoint, phonePictureMedia, type BannerImage } from '@pinjam/api/contract';
import { keys } from '@pinjam/api/keys';
import { rawSearch, searchHref } from '../shared/searchParams';
import { paths, type RouteName } from './paths';

/** Answers by SWR key (the API path with its query string), as the page was drawn from them. */
export type Answers = Record<string, unknown>;

export interface ServerPage {
  /**
   * The key of the page's module in the browser build's manifest (`dist/.vite/manifest.json`,
   * relative to apps/web): the server preloads its chunk and styles. It is the module routes.tsx
   * loads for the route (serverPages.test.ts holds the two together), and the server build fails
   * when the manifest has no such key (vite.config.ts).
   */
  module: string;
  /** The answers the page reads (API paths), fetched for it when there is no renderer to ask. */
  reads: readonly string[];
  /** Markup for the page's `<head>`, from the answers it was drawn from ('' for none). */
  headHints(answers: Answers): string;
  /**
   * The address the server draws for a request of this page (`pathname` as asked, `search` its
   * query, '?q=camera'), and the key its drawing is kept under: only what changes the page, in a
   * fixed order, so neither junk parameters nor their order make new drawings.
   */
  address(pathname: string, search: string): string;
}

const attr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The first banner, fetched early: the picture its `<picture>` will choose at this width (the
 * phone's below 640 px, decision 0015), so a phone never loads the desktop one as well.
 */
function firstBannerPreload(answers: Answers): string {
  const images = answers[keys.activeAdvertImages] as { bannerImages?: BannerImage[] } | undefined;
  const banner = images?.bannerImages?.[0];
  if (!banner) return '';
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${attr(href)}"${media ? ` media="${attr(media)}"` : ''}>`;
  if (!banner.mobile_path) return link(banner.path);
  return (
    link(banner.mobile_path, phonePictureMedia) +
    link(banner.path, `(min-width: ${phonePictureBreakpoint}px)`)
  );
}

const noHints = () => '';

/** A page without a query: its path as asked (the server's route matched it). */
const pathOnly = (pathname: string) => pathname;

/**
 * A search: the parameters the search page reads (`rawSearch`: trimmed, blanks left out), sorted
 * as `useSearch` sorts its key, so the drawing asks for the very answer the browser will look for.
 */
const searchAddress = (pathname: string, search: string) => {
  const params = new URLSearchParams(rawSearch(new URLSearchParams(search)));
  params.sort();
  return searchHref(pathname, params);
};

const drawn = (
  name: RouteName,
  module: string,
  reads: readonly string[],
  headHints: ServerPage['headHints'] = noHints,
  address: ServerPage['address'] = pathOnly,
): [string, ServerPage] => [paths[name], { module, reads, headHints, address }];

/**
 * The server-drawn pages by path (a route's path: '/view-item/:id' names a pattern), the home
 * page first.
 */
export const serverPages: Readonly<Record<string, ServerPage>> = Object.fromEntries([
  drawn(
    'home',
    'src/pages/home/HomePage/HomePage.tsx',
    [keys.activeAdvertImages, keys.systemDetails],
    firstBannerPreload,
  ),
  drawn('about-us', 'src/pages/info/AboutUsPage/AboutUsPage.tsx', [keys.systemDetails]),
  drawn('how-it-works', 'src/pages/info/HowItWorksPage/HowItWorksPage.tsx', [keys.systemDetails]),
  drawn('faq', 'src/pages/info/FaqPage/FaqPage.tsx', [keys.systemDetails]),
  drawn('terms-of-service', 'src/pages/info/TermsOfServicePage/TermsOfServicePage.tsx', [keys.systemDetails]),
  drawn('privacy-policy', 'src/pages/info/PrivacyPolicyPage/PrivacyPolicyPage.tsx', [keys.systemDetails]),
  // The pages shared links land on (issue 27): what they read is public too.
  drawn('search', 'src/pages/search/SearchPage/SearchPage.tsx', [keys.systemDetails], noHints, searchAddress),
  drawn('view-item', 'src/pages/item/ViewItemPage/ViewItemPage.tsx', [keys.systemDetails]),
]);
