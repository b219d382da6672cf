import type { AdminHomeImages } from '../../contract/admin-content';
import type { MarketplaceSettings } from '../../contract/admin-settings';
import type { SystemDetails } from '../../contract/home';
import { advertImages, bannerImages, systemDetails } from '../home/fixtures';

/** The admin's pictures: the home page's, plus a banner and an advert switched off. */
export const adminHomeImagesStates: Record<'withImages' | 'empty', AdminHomeImages> = {
  withImages: {
    bannerImages: [...bannerImages, { ...bannerImages[1]!, id: 5, active: false, alt: 'Last season’s sale' }],
    advertImages: [
      ...advertImages,
      {
        ...advertImages[1]!,
        id: 4,
        position: 2,
        active: false,
        alt: 'Hari Raya offers',
        url: 'https://example.com/raya',
      },
    ],
  },
  empty: { bannerImages: [], advertImages: [] },
};

export const adminDetails: SystemDetails = systemDetails;

export const marketplaceSettingsFixture: MarketplaceSettings = {
  delivery_fee: 500,
  commission_bps: 1000,
  payout_date: '2026-11-27',
  marketplace_name: 'Pinjam',
  contact_email: 'hello@pinjam.bn',
  booking_window_months: 12,
  longest_rental_days: 90,
  dispatch_days: 3,
};
