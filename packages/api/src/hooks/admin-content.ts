// The admin's adverts and banners and the settings (decision 0039). Every change revalidates the
// admin's list and the home page's own reads (the footer's details, the active pictures), so the
// admin's open home page follows too.
import { adminContent } from '../contract/admin-content';
import { adminSettings } from '../contract/admin-settings';
import { keyOf, keys } from '../keys';
import { useEndpoint } from './core';
import { useEndpointMutation } from './mutation';

export const adminContentKeys = {
  images: keyOf(adminContent.images),
  details: keyOf(adminSettings.details),
  marketplace: keyOf(adminSettings.marketplace),
} as const;

const pictures = [adminContentKeys.images, keys.activeAdvertImages];

/** Every advert and banner, active or not; `false` waits (not an admin). */
export const useAdminHomeImages = (enabled = true) =>
  useEndpoint(enabled ? adminContentKeys.images : null, adminContent.images);

/** Uploads: `trigger({ files: { advertImages: [...] }, body: { position }, onUploadProgress })`. */
export const useUploadAdverts = () =>
  useEndpointMutation(adminContent.uploadAdverts, { revalidate: pictures });
export const useUploadBanners = () =>
  useEndpointMutation(adminContent.uploadBanners, { revalidate: pictures });
export const useUpdateAdvert = () => useEndpointMutation(adminContent.updateAdvert, { revalidate: pictures });
export const useUpdateBanner = () => useEndpointMutation(adminContent.updateBanner, { revalidate: pictures });
export const useDeleteAdvert = () => useEndpointMutation(adminContent.deleteAdvert, { revalidate: pictures });
export const useDeleteBanner = () => useEndpointMutation(adminContent.deleteBanner, { revalidate: pictures });

/** The company details the footer shows. */
export const useAdminDetails = (enabled = true) =>
  useEndpoint(enabled ? adminContentKeys.details : null, adminSettings.details);
export const useUpdateDetails = () =>
  useEndpointMutation(adminSettings.updateDetails, {
    revalidate: [adminContentKeys.details, keys.systemDetails],
  });

/** The delivery fee, commission, payout date, name and contact email. */
export const useMarketplaceSettings = (enabled = true) =>
  useEndpoint(enabled ? adminContentKeys.marketplace : null, adminSettings.marketplace);
export const useUpdateMarketplaceSettings = () =>
  useEndpointMutation(adminSettings.updateMarketplace, { revalidate: [adminContentKeys.marketplace] });

/** The admin's own password (a wrong current one: 422 beside `password`; ten: 429). */
export const useUpdateAdminPassword = () => useEndpointMutation(adminSettings.updatePassword);
