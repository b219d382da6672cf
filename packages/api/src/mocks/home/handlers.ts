import { contract } from '../../contract';
import { SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { advertImages, bannerImages, systemDetails } from './fixtures';

const { helpers } = contract;

/** The footer's system details (GET /api/helpers/system-details). */
export const helpersHandlers = {
  default: [mockEndpoint(helpers.systemDetails, () => ({ details: systemDetails }))],
  empty: [mockEndpoint(helpers.systemDetails, () => ({ details: null }))],
  error: [mockError(helpers.systemDetails, 500, SERVER_ERROR)],
};

/**
 * The home page's banners and adverts (GET /api/helpers/active-advert-images/). Its own group,
 * so a story can empty the adverts without touching the footer's system details.
 */
export const advertImagesHandlers = {
  default: [mockEndpoint(helpers.activeAdvertImages, () => ({ bannerImages, advertImages }))],
  /** No banners and no adverts: the home page hides the carousel and the slots. */
  empty: [mockEndpoint(helpers.activeAdvertImages, () => ({ bannerImages: [], advertImages: [] }))],
  /** One banner (nothing to rotate) and only the left advert. */
  single: [
    mockEndpoint(helpers.activeAdvertImages, () => ({
      bannerImages: bannerImages.slice(0, 1),
      advertImages: advertImages.filter((a) => a.position === 1),
    })),
  ],
  error: [mockError(helpers.activeAdvertImages, 500, SERVER_ERROR)],
  slow: [mockPending(helpers.activeAdvertImages)],
};
