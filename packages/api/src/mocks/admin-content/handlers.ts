import { delay, HttpResponse } from 'msw';
import { adminContent, adminContentMessages, type AdminHomeImages } from '../../contract/admin-content';
import {
  adminSettings,
  adminSettingsMessages,
  marketplaceSettingsInput,
} from '../../contract/admin-settings';
import type { AdvertImage, BannerImage, SystemDetails } from '../../contract/home';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { promoImage } from '../promoImage';
import { adminDetails, adminHomeImagesStates, marketplaceSettingsFixture } from './fixtures';
import { onMockReset } from '../reset';

/**
 * The adverts page over an in-memory list: uploads add pictures (drawn, as the server would
 * store them), changes and deletes apply, so a story's page follows its own clicks.
 */
function picturesArea(start: AdminHomeImages, { uploadDelayMs = 0 } = {}) {
  let state = structuredClone(start);
  let nextId = 100;
  onMockReset(() => {
    state = structuredClone(start);
    nextId = 100;
  });
  const picture = (kind: 'banner' | 'advert') => {
    const id = nextId++;
    const path = promoImage(800, 300, '#0b6e4f', '#1fa2a6', `New ${kind} ${id}`);
    return { id, path, mobile_path: path, alt: '', active: true };
  };
  const count = async (request: Request, field: string) =>
    (await request.formData().catch(() => new FormData())).getAll(field).length || 1;
  return [
    mockEndpoint(adminContent.images, () => state),
    mockEndpoint(adminContent.uploadBanners, async ({ request }) => {
      await delay(uploadDelayMs);
      const made: BannerImage[] = Array.from({ length: await count(request, 'bannerImages') }, () =>
        picture('banner'),
      );
      state = { ...state, bannerImages: [...state.bannerImages, ...made] };
      return HttpResponse.json({ bannerImages: made }, { status: 201 });
    }),
    mockEndpoint(adminContent.uploadAdverts, async ({ request }) => {
      await delay(uploadDelayMs);
      const made: AdvertImage[] = Array.from({ length: await count(request, 'advertImages') }, () => ({
        ...picture('advert'),
        url: null,
        position: 1 as const,
      }));
      state = { ...state, advertImages: [...made, ...state.advertImages] };
      return HttpResponse.json({ advertImages: made }, { status: 201 });
    }),
    mockEndpoint(adminContent.updateAdvert, async ({ request }) => {
      const body = (await request.json()) as Partial<AdvertImage> & { id: number };
      const advertImage = { ...state.advertImages.find((a) => a.id === body.id)!, ...body } as AdvertImage;
      state = { ...state, advertImages: state.advertImages.map((a) => (a.id === body.id ? advertImage : a)) };
      return HttpResponse.json({ advertImage });
    }),
    mockEndpoint(adminContent.updateBanner, async ({ request }) => {
      const body = (await request.json()) as Partial<BannerImage> & { id: number };
      const bannerImage = { ...state.bannerImages.find((b) => b.id === body.id)!, ...body } as BannerImage;
      state = { ...state, bannerImages: state.bannerImages.map((b) => (b.id === body.id ? bannerImage : b)) };
      return HttpResponse.json({ bannerImage });
    }),
    mockEndpoint(adminContent.deleteAdvert, ({ params }) => {
      state = { ...state, advertImages: state.advertImages.filter((a) => a.id !== Number(params.id)) };
      return HttpResponse.json({ message: 'The advert has been removed.' });
    }),
    mockEndpoint(adminContent.deleteBanner, ({ params }) => {
      state = { ...state, bannerImages: state.bannerImages.filter((b) => b.id !== Number(params.id)) };
      return HttpResponse.json({ message: 'The banner has been removed.' });
    }),
  ];
}

const NOT_AN_IMAGE = 'Image 1 (notes.pdf) must be a JPEG, PNG, WebP or AVIF image.';

/** The adverts page: its own key in `defaultHandlers` (`adminContent`). */
export const adminContentHandlers = {
  default: picturesArea(adminHomeImagesStates.withImages),
  empty: picturesArea(adminHomeImagesStates.empty),
  /** Uploads take a few seconds: the progress shows. */
  uploading: picturesArea(adminHomeImagesStates.withImages, { uploadDelayMs: 3_000 }),
  /** A file that is not an image: 422 beside the upload. */
  uploadError: [
    mockError(adminContent.uploadBanners, 422, {
      message: INVALID,
      errors: { bannerImages: [NOT_AN_IMAGE] },
    }),
    mockError(adminContent.uploadAdverts, 422, {
      message: INVALID,
      errors: { advertImages: [NOT_AN_IMAGE] },
    }),
    ...picturesArea(adminHomeImagesStates.withImages),
  ],
  /** An advert's save refused beside its link (422). */
  advertRefused: [
    mockError(adminContent.updateAdvert, 422, {
      message: INVALID,
      errors: { url: [adminContentMessages.url] },
    }),
    ...picturesArea(adminHomeImagesStates.withImages),
  ],
  /** An advert deleted meanwhile by another admin: its save is refused as a whole (404). */
  advertGone: [
    mockError(adminContent.updateAdvert, 404, { message: 'There is no such advert.' }),
    ...picturesArea(adminHomeImagesStates.withImages),
  ],
  /** An advert's save never answers: Save shows it under way. */
  advertSaving: [mockPending(adminContent.updateAdvert), ...picturesArea(adminHomeImagesStates.withImages)],
  error: [
    mockError(adminContent.images, 500, SERVER_ERROR),
    ...picturesArea(adminHomeImagesStates.empty).slice(1),
  ],
  loading: [mockPending(adminContent.images)],
};

/** The settings page over an in-memory state, so saves show. */
function settingsArea({ saveDelayMs = 0 } = {}) {
  let details: SystemDetails = { ...adminDetails };
  let settings = { ...marketplaceSettingsFixture };
  onMockReset(() => {
    details = { ...adminDetails };
    settings = { ...marketplaceSettingsFixture };
  });
  return [
    mockEndpoint(adminSettings.details, () => ({ details })),
    mockEndpoint(adminSettings.updateDetails, async ({ request }) => {
      await delay(saveDelayMs);
      details = { ...details, ...((await request.json()) as Partial<SystemDetails>) };
      return HttpResponse.json({ message: adminSettingsMessages.detailsSaved, details });
    }),
    mockEndpoint(adminSettings.marketplace, () => ({ settings })),
    mockEndpoint(adminSettings.updateMarketplace, async ({ request }) => {
      await delay(saveDelayMs);
      const parsed = marketplaceSettingsInput.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
      }
      settings = { ...settings, ...parsed.data };
      return HttpResponse.json({ message: adminSettingsMessages.settingsSaved, settings });
    }),
    mockEndpoint(adminSettings.updatePassword, async () => {
      await delay(saveDelayMs);
      return HttpResponse.json({ message: adminSettingsMessages.passwordChanged });
    }),
  ];
}

/** The settings page: its own key in `defaultHandlers` (`adminSettings`). */
export const adminSettingsHandlers = {
  default: settingsArea(),
  /** The server refuses the fields as it would (422 beside each). */
  fieldErrors: [
    mockError(adminSettings.updateDetails, 422, {
      message: INVALID,
      errors: {
        telephone: ['Enter a phone number of digits, e.g. +673 712 3456'],
        email: ['Enter a valid email address'],
      },
    }),
    mockError(adminSettings.updateMarketplace, 422, {
      message: INVALID,
      errors: {
        commission_bps: [adminSettingsMessages.commission],
        dispatch_days: [adminSettingsMessages.dispatchDays],
      },
    }),
    ...settingsArea(),
  ],
  /** A wrong current password: 422 beside it. */
  wrongPassword: [
    mockError(adminSettings.updatePassword, 422, {
      message: INVALID,
      errors: { password: [adminSettingsMessages.wrongPassword] },
    }),
    ...settingsArea(),
  ],
  error: [
    mockError(adminSettings.details, 500, SERVER_ERROR),
    mockError(adminSettings.marketplace, 500, SERVER_ERROR),
  ],
};
