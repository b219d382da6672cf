export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);

/**
 * The pages to show: always the first and last `boundaryCount`, `siblingCount` either side of the
 * current one, and an ellipsis for each gap of two or more pages (a gap of one shows the page). The
 * list has the same length wherever the current page is, so the controls do not jump about.
 */
export function pageItems(page: number, pageCount: number, siblingCount = 1, boundaryCount = 1): PageItem[] {
  const startPages = range(1, Math.min(boundaryCount, pageCount));
  const endPages = range(Math.max(pageCount - boundaryCount + 1, boundaryCount + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, pageCount - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : pageCount - 1,
  );
  const items: (PageItem | null)[] = [
    ...startPages,
    siblingsStart > boundaryCount + 2
      ? 'start-ellipsis'
      : boundaryCount + 1 < pageCount - boundaryCount
        ? boundaryCount + 1
        : null,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < pageCount - boundaryCount - 1
      ? 'end-ellipsis'
      : pageCount - boundaryCount > boundaryCount
        ? pageCount - boundaryCount
        : null,
    ...endPages,
  ];
  return items.filter((item): item is PageItem => item !== null);
}
