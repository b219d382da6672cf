import { i18n, params } from '@pinjam/ui';
import { pageTitleTexts, routeTitleTexts } from './titleTexts';

/** Each route's title (the tab's title, and the heading of pages not built yet). */
export const routeTitles = i18n('RouteTitles', routeTitleTexts);

/** Titles a page gives itself from what it shows. */
export const pageTitleMessages = i18n('PageTitles', {
  search: params(pageTitleTexts.search),
});
