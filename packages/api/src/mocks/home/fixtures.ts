import {
  homePictureSizes,
  type AdvertImage,
  type AdvertPosition,
  type BannerImage,
  type SystemDetails,
} from '../../contract/home';
import { promoImage } from '../promoImage';

export { promoImage };

export const systemDetails: SystemDetails = {
  address_line_1: 'Unit 12, Block B, Kiulap Plaza',
  address_line_2: 'Jalan Gadong',
  address_line_3: null,
  post_code: 'BE1518',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  country: 'Brunei Darussalam',
  telephone: '+673 222 1234',
  email: 'hello@pinjam.bn',
};

const { banner: bannerSize, advert: advertSize } = homePictureSizes;

/** A banner with its desktop and phone pictures, the words on them as its alt text. */
const banner = (id: number, from: string, to: string, headline: string): BannerImage => ({
  id,
  path: promoImage(bannerSize.desktop.width, bannerSize.desktop.height, from, to, headline),
  mobile_path: promoImage(bannerSize.phone.width, bannerSize.phone.height, from, to, headline),
  alt: headline,
  active: true,
});

export const bannerImages: BannerImage[] = [
  banner(1, '#0f4c75', '#1fa2a6', 'Rent a drone for the weekend'),
  banner(2, '#4a1a6b', '#c2185b', 'DJ gear for your majlis'),
  banner(3, '#b5452b', '#f2a541', 'Baby gear, borrowed not bought'),
  banner(4, '#14532d', '#65a30d', 'List your camera, earn every week'),
];

const advert = (
  id: number,
  position: AdvertPosition,
  url: string | null,
  [from, to]: [string, string],
  headline: string,
): AdvertImage => {
  const { desktop, phone } = advertSize[position];
  return {
    id,
    path: promoImage(desktop.width, desktop.height, from, to, headline),
    mobile_path: promoImage(phone.width, phone.height, from, to, headline),
    alt: headline,
    url,
    position,
    active: true,
  };
};

/** One advert per slot (1 left, 2 top right, 3 bottom right); the third has no link ('#'). */
export const advertImages: AdvertImage[] = [
  advert(1, 1, '/search?category=holiday-travel', ['#0b3d2e', '#2a9d8f'], 'Borrow the camping kit'),
  advert(2, 2, '/search?category=projectors-screens', ['#1e1b4b', '#6d28d9'], 'Movie night, big screen'),
  advert(3, 3, null, ['#9a3412', '#ea580c'], 'Sell what you no longer use'),
];

/**
 * As an admin uploaded them before phone pictures and alt text existed: one picture for every
 * width, no words for screen readers (the components fall back to something meaningful).
 */
export const legacyBannerImages: BannerImage[] = bannerImages.map((b) => ({
  ...b,
  mobile_path: null,
  alt: '',
}));
export const legacyAdvertImages: AdvertImage[] = advertImages.map((a) => ({
  ...a,
  mobile_path: null,
  alt: '',
}));
