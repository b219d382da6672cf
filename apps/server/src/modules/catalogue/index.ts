import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.routes';
import { itemSitemaps, publicItemPage } from './catalogue.service';

// What other modules show of items and their owners (cards, images, ratings; the public's filters).
export { ratingOf, toImageDto, toItemCard, toOwnerSummary } from './public';
export { activeAccount, cardColumns, ownerColumns, publiclyVisible } from './visibility.repository';
export { ITEM_NOT_FOUND } from './rules';
export { itemChanged, publicCardsOf } from './catalogue.service';

/** Items: reading one, the owner's list and actions, creating and editing with images. */
export async function catalogueModule(app: FastifyInstance): Promise<void> {
  // An item's page is titled after it and carries its link preview (and answers 404 when the
  // public may not see it).
  app.pageRecords.set('view-item', (params) => publicItemPage(app, params.id));
  // The items the public may see, in the sitemap.
  app.sitemaps.set('items', itemSitemaps(app.db));
  await app.register(catalogueRoutes);
}
