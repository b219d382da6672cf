// The home area: what the home page and the footer read with no token (the server's modules/home).
import { z } from './zod';
import { endpoint } from './endpoint';

// ─── Models ──────────────────────────────────────────────────────────────────────────────────

export const systemDetails = z.object({
  address_line_1: z.nullable(z.string()),
  address_line_2: z.nullable(z.string()),
  address_line_3: z.nullable(z.string()),
  post_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  district: z.nullable(z.string()),
  country: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type SystemDetails = z.infer<typeof systemDetails>;

/** Advert slots on the home page (docs/product.md §3 and 9). */
export const advertPositions = [1, 2, 3] as const;
export type AdvertPosition = (typeof advertPositions)[number];
export const advertPositionNames: Record<AdvertPosition, string> = {
  1: 'left',
  2: 'top right',
  3: 'bottom right',
};

/**
 * The home page's pictures are drawn for the sizes they are shown at (docs/decisions/0015):
 * `path` from this width up, `mobile_path` below it (art direction with `<picture>`). A picture
 * of another shape is cropped to its slot (object-fit: cover), so words must stay clear of the
 * edges.
 */
export const phonePictureBreakpoint = 640;
/** The media query under which a banner's or advert's `mobile_path` is shown. */
export const phonePictureMedia = `(max-width: ${phonePictureBreakpoint - 1}px)`;
/** Pixel sizes to draw (and upload) banners and adverts at: twice the CSS size of their slot. */
export const homePictureSizes = {
  banner: { desktop: { width: 1600, height: 500 }, phone: { width: 750, height: 600 } },
  /** Left (1) spans the two right slots and the 16 px gap between them. */
  advert: {
    1: { desktop: { width: 1136, height: 840 }, phone: { width: 750, height: 600 } },
    2: { desktop: { width: 1136, height: 404 }, phone: { width: 750, height: 600 } },
    3: { desktop: { width: 1136, height: 404 }, phone: { width: 750, height: 600 } },
  },
} as const;

const homePicture = {
  id: z.int(),
  /** A URL the browser can load. */
  path: z.string(),
  /** The phone's picture (below `phonePictureBreakpoint`), a URL like `path`; null: `path` everywhere. */
  mobile_path: z.nullable(z.string()),
  /** What the picture says, for screen readers; '' when the admin has not written it yet. */
  alt: z.string(),
};

/** A home-page banner (docs/product.md §3). */
export const bannerImage = z.object({
  ...homePicture,
  active: z.boolean(),
});
export type BannerImage = z.infer<typeof bannerImage>;

/**
 * A home-page advert (docs/product.md §3): `position` 1 = left, 2 = top right, 3 = bottom right;
 * `url` is where it links, null when unset (the client falls back to '#').
 */
export const advertImage = z.object({
  ...homePicture,
  url: z.nullable(z.string()),
  position: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  active: z.boolean(),
});
export type AdvertImage = z.infer<typeof advertImage>;

// ─── Endpoints (the seed's /api/helpers calls) ───────────────────────────────────────────────

export const helpers = {
  systemDetails: endpoint({
    method: 'GET',
    path: '/api/helpers/system-details',
    auth: 'none',
    public: true,
    tag: 'home',
    summary: "The company's address and contacts, shown in the footer (null when none are set)",
    response: z.object({ details: z.nullable(systemDetails) }),
  }),
  activeAdvertImages: endpoint({
    method: 'GET',
    path: '/api/helpers/active-advert-images/',
    auth: 'none',
    public: true,
    tag: 'home',
    summary:
      'The active home-page banners (in their order) and adverts (by position: 1 left, 2 top right, 3 bottom right)',
    response: z.object({
      bannerImages: z.array(bannerImage),
      advertImages: z.array(advertImage),
    }),
  }),
} as const;
