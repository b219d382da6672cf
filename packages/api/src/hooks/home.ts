// Reads of the home area: the footer's details and the home page's pictures (no token).
import { helpers } from '../contract/home';
import { keys } from '../keys';
import { useEndpoint } from './core';

export const useSystemDetails = () =>
  useEndpoint(keys.systemDetails, helpers.systemDetails, undefined, {
    revalidateOnFocus: false,
  });

/** Active banners and adverts for the home page (no token). */
export const useActiveAdvertImages = () =>
  useEndpoint(keys.activeAdvertImages, helpers.activeAdvertImages, undefined, {
    revalidateOnFocus: false,
  });
