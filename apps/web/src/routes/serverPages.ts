/**
 * The pages the server draws (decision 0013): public, the same for every visitor. The server
 * reads this list from the build (`dist-ssr/routes.js`, through `server.ts`) and knows no page of
 * its own: a page joins here, not in the server. Plain data and functions, no React.
 */
import { phonePictureBreakpoint, phonePictureMedia, type BannerImage } from '@pinjam/api/contract';
import { keys } from '@pinjam/api/keys';
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

const drawn = (
  name: RouteName,
  module: string,
  reads: readonly string[],
  headHints: ServerPage['headHints'] = noHints,
): [string, ServerPage] => [paths[name], { module, reads, headHints }];

/** The server-drawn pages by path, the home page first. */
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
]);
