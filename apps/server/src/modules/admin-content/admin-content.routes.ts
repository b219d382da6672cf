import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { clientGone } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import * as images from './images.service';
import * as settings from './settings.service';

const { adminContent, adminSettings } = contract;

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  // Adverts and banners.
  route(app, adminContent.images, () => images.allHomeImages(app));
  route(
    app,
    adminContent.uploadAdverts,
    async ({ session, body, files, reply }) => ({
      advertImages: await images.uploadAdverts(
        app,
        session,
        { files: files.advertImages ?? [], signal: clientGone(reply) },
        body.position ?? 1,
      ),
    }),
    { refusals: [503] },
  );
  route(
    app,
    adminContent.uploadBanners,
    async ({ session, files, reply }) => ({
      bannerImages: await images.uploadBanners(app, session, {
        files: files.bannerImages ?? [],
        signal: clientGone(reply),
      }),
    }),
    { refusals: [503] },
  );
  route(
    app,
    adminContent.updateAdvert,
    async ({ session, body }) => ({
      advertImage: await images.updateAdvert(app, session, body),
    }),
    { refusals: [404] },
  );
  route(
    app,
    adminContent.updateBanner,
    async ({ session, body }) => ({
      bannerImage: await images.updateBanner(app, session, body),
    }),
    { refusals: [404] },
  );
  route(
    app,
    adminContent.deleteAdvert,
    ({ session, params }) => images.deletePicture(app, session, 'advert', params.id),
    { refusals: [404] },
  );
  route(
    app,
    adminContent.deleteBanner,
    ({ session, params }) => images.deletePicture(app, session, 'banner', params.id),
    { refusals: [404] },
  );

  // Settings.
  route(app, adminSettings.details, async () => ({ details: await settings.getDetails(app) }));
  route(app, adminSettings.updateDetails, ({ session, body }) => settings.updateDetails(app, session, body));
  route(app, adminSettings.updatePassword, ({ session, body, request }) =>
    settings.updatePassword(app, session, body, request.ip),
  );
  route(app, adminSettings.marketplace, async () => ({ settings: await settings.getMarketplace(app) }));
  route(app, adminSettings.updateMarketplace, ({ session, body }) =>
    settings.updateMarketplace(app, session, body),
  );
}
