// The admin's adverts and banners (issue 17, decision 0039; the server's modules/admin-content):
// every home-page picture, active or not, the uploads (checked by content, re-encoded for the
// desktop and the phone), each picture's switch, slot and link, and its removal with its files.
import { preprocess, z } from './zod';
import { ITEM_LIMITS } from './categories';
import { endpoint, messageBody } from './endpoint';
import { advertImage, bannerImage } from './home';
import { idInput, idParams, wholeNumber } from './numbers';
import { singleLine } from './text';

/** Pictures one upload may carry (each at most the items' limit, 10 MB). */
export const HOME_UPLOAD_MAX = 6;
export const HOME_IMAGE_MAX_BYTES = ITEM_LIMITS.imageMaxBytes;
export const ALT_MAX = 200;
export const ADVERT_URL_MAX = 500;

export const adminContentMessages = {
  position: 'Choose a slot: 1 (left), 2 (top right) or 3 (bottom right)',
  url: 'Enter a web address starting with http:// or https://, or a path on this site such as /search',
  active: 'Choose whether the picture is shown',
} as const;

/** An advert's slot: 1 left, 2 top right, 3 bottom right; anything else is refused. */
export const advertPositionInput = wholeNumber({ min: 1, max: 3, invalid: adminContentMessages.position });

/**
 * Where an advert links: an http(s) address, or a path on this site (`/search?…`, as the demo's
 * adverts link). Blank clears it (the home page falls back to '#'). Never javascript:, data: or
 * a protocol-relative `//host`.
 */
export const advertUrlInput = preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.nullable(
    singleLine({ max: ADVERT_URL_MAX }).check(
      z.refine(
        (v) => {
          if (/^\/(?![/\\])/.test(v)) return true;
          if (!/^https?:\/\//i.test(v)) return false;
          try {
            const url = new URL(v);
            return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
          } catch {
            return false;
          }
        },
        { message: adminContentMessages.url },
      ),
    ),
  ),
);

const activeInput = z.boolean({ error: adminContentMessages.active });
const altInput = singleLine({ max: ALT_MAX });

const homeFiles = (field: string) =>
  ({
    [field]: { maxBytes: HOME_IMAGE_MAX_BYTES, maxCount: HOME_UPLOAD_MAX, required: true, kind: 'image' },
  }) as const;

export const adminHomeImages = z.object({
  advertImages: z.array(advertImage),
  bannerImages: z.array(bannerImage),
});
export type AdminHomeImages = z.infer<typeof adminHomeImages>;

export const adminContent = {
  images: endpoint({
    method: 'GET',
    path: '/api/admin/get-advert-banner-images',
    auth: 'admin',
    tag: 'admin-content',
    summary:
      'Every home-page advert (by slot, newest first) and banner (in their order), active or not (seed: reads advertImages and bannerImages)',
    response: adminHomeImages,
  }),
  uploadAdverts: endpoint({
    method: 'POST',
    path: '/api/admin/upload-advert-images/',
    auth: 'admin',
    tag: 'admin-content',
    summary:
      'Adds adverts (multipart advertImages[n], up to 6 of 10 MB; checked by content, re-encoded for desktop and phone), shown at once in `position` (1 by default); nothing is stored when one fails',
    bodyType: 'multipart',
    body: z.object({ position: z.optional(advertPositionInput) }),
    files: homeFiles('advertImages'),
    response: z.object({ advertImages: z.array(advertImage) }),
    status: 201,
  }),
  uploadBanners: endpoint({
    method: 'POST',
    path: '/api/admin/upload-banner-images/',
    auth: 'admin',
    tag: 'admin-content',
    summary:
      'Adds banners after the others (multipart bannerImages[n], up to 6 of 10 MB; checked by content, re-encoded for desktop and phone); nothing is stored when one fails',
    bodyType: 'multipart',
    body: z.object({}),
    files: homeFiles('bannerImages'),
    response: z.object({ bannerImages: z.array(bannerImage) }),
    status: 201,
  }),
  updateAdvert: endpoint({
    method: 'POST',
    path: '/api/admin/update-advert-image/',
    auth: 'admin',
    tag: 'admin-content',
    summary: "Sets an advert's slot (1, 2 or 3), switch, link (http(s) or a path here) and alt text",
    body: z.object({
      id: idInput,
      position: advertPositionInput,
      active: activeInput,
      url: z.optional(advertUrlInput),
      alt: z.optional(altInput),
    }),
    response: z.object({ advertImage }),
  }),
  updateBanner: endpoint({
    method: 'POST',
    path: '/api/admin/update-banner-image/',
    auth: 'admin',
    tag: 'admin-content',
    summary: 'Switches a banner on or off (and sets its alt text)',
    body: z.object({ id: idInput, active: activeInput, alt: z.optional(altInput) }),
    response: z.object({ bannerImage }),
  }),
  deleteAdvert: endpoint({
    method: 'GET',
    path: '/api/admin/delete-advert-image/:id',
    auth: 'admin',
    tag: 'admin-content',
    summary: 'Removes an advert and its stored pictures',
    params: idParams,
    response: messageBody,
  }),
  deleteBanner: endpoint({
    method: 'GET',
    path: '/api/admin/delete-banner-image/:id',
    auth: 'admin',
    tag: 'admin-content',
    summary: 'Removes a banner and its stored pictures',
    params: idParams,
    response: messageBody,
  }),
} as const;
