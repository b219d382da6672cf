import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useSearch } from '@pinjam/api';
import { searchSorts, type SearchSort } from '@pinjam/api/contract';
import { Button, Dialog, FilterChips, Select, Spinner, useMessages, VisuallyHidden } from '@pinjam/ui';
import { useUiState } from '../../../app/ui-state';
import { pathTo } from '../../../routes/paths';
import { pageTitleMessages, routeTitles } from '../../../routes/titles';
import { usePageTitle } from '../../../app/pageTitle';
import { searchMessages } from './messages';
import { SearchFilters, useFilterChips } from './SearchFilters';
import { SearchResults } from './SearchResults';
import {
  activeFilterCount,
  applyChange,
  clearFilters,
  rawSearch,
  readFilters,
  searchHref,
  searchTitle,
  type SearchChange,
} from '../../../shared/searchParams';
import * as styles from './SearchPage.css';
import { HydrateWhenSeen } from '../../../app/hydration';

/** Retry by itself only what may pass next time: not a refused URL (4xx). */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * /search (docs/product.md "Search"): the URL holds every filter, so links, Back and Forward restore a
 * search. Filters sit beside the results, or in a dialog on phones; results stay on screen while
 * the next answer loads.
 */
export default function SearchPage() {
  const t = useMessages(searchMessages);
  const titles = useMessages(routeTitles);
  const pageTitles = useMessages(pageTitleMessages);
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => rawSearch(params), [params]);
  const filters = useMemo(() => readFilters(raw), [raw]);
  const search = useSearch(raw, { keepPreviousData: true, shouldRetryOnError: retryable });
  const { searchTerm, setSearchTerm } = useUiState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const summaryId = useId();
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  usePageTitle(searchTitle(filters, (q) => pageTitles.search({ q })));

  // The header's search box shows the words of the search on screen (and Back brings theirs).
  useEffect(() => setSearchTerm(filters.q), [filters.q, setSearchTerm]);

  // A new page of results: take keyboard and screen-reader users to its top.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current !== filters.page) summaryRef.current?.focus({ preventScroll: true });
    shownPage.current = filters.page;
  }, [filters.page]);

  // Filters keep the scroll position (the person is in the panel); pages scroll to the top.
  const change = (next: SearchChange) =>
    setParams((prev) => applyChange(prev, next), { preventScrollReset: true });
  const clearAll = () => setParams((prev) => clearFilters(prev), { preventScrollReset: true });
  const hrefForPage = (page: number) => searchHref(pathTo('search'), applyChange(params, { page }));

  const chips = useFilterChips(filters);
  const filterCount = activeFilterCount(raw);
  const { data, error } = search;
  const stale = Boolean(data) && search.isLoading;
  const fieldErrors = error?.status === 422 ? error.body.errors : undefined;
  const total = data ? t.total(data.total) : '';
  const summary = error
    ? t.results
    : !data
      ? t.searching
      : filters.q
        ? t.totalFor({ total, q: filters.q })
        : total;

  const sortLabels: Record<SearchSort, string> = {
    relevance: t.sortRelevance,
    newest: t.sortNewest,
    price_asc: t.sortPriceAsc,
    price_desc: t.sortPriceDesc,
  };
  // 'Best match' means nothing without words (the server then lists the newest first).
  const sortOptions = searchSorts
    .filter((sort) => sort !== 'relevance' || filters.q || filters.sort === 'relevance')
    .map((sort) => ({ value: sort, label: sortLabels[sort] }));
  const defaultSort: SearchSort = filters.q ? 'relevance' : 'newest';

  const panel = (
    <SearchFilters
      filters={filters}
      counts={data?.counts}
      errors={fieldErrors}
      onChange={change}
      keywords={searchTerm}
      onKeywordsChange={setSearchTerm}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles.search}</h1>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby={`${summaryId}-filters`}>
          <h2 id={`${summaryId}-filters`} className={styles.sidebarTitle}>
            {t.filters}
          </h2>
          {/* Drawn by the server, hydrated when seen in tasks of their own (decision 0013). */}
          <HydrateWhenSeen>{panel}</HydrateWhenSeen>
        </aside>

        <section className={styles.results} aria-labelledby={summaryId}>
          <div className={styles.toolbar}>
            <div className={styles.summaryRow}>
              <h2 id={summaryId} ref={summaryRef} tabIndex={-1} className={styles.summary}>
                {summary}
              </h2>
              {stale && <Spinner size="sm" label={t.updating} />}
            </div>
            <div className={styles.tools}>
              <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
                <Dialog.Trigger asChild>
                  <Button tone="neutral" className={styles.filtersButton}>
                    {filterCount ? t.filtersWithCount({ count: filterCount }) : t.filters}
                  </Button>
                </Dialog.Trigger>
                <Dialog.Content
                  ref={dialogRef}
                  size="md"
                  aria-describedby={undefined}
                  className={styles.dialog}
                  // Not the keywords box: on a phone that would open the keyboard over the filters.
                  onOpenAutoFocus={(event) => {
                    event.preventDefault();
                    dialogRef.current?.focus();
                  }}
                >
                  <Dialog.Title>{t.filters}</Dialog.Title>
                  {panel}
                  <div className={styles.dialogFooter}>
                    {filterCount > 0 && (
                      <Button tone="ghost" onClick={clearAll}>
                        {t.clearAll}
                      </Button>
                    )}
                    <Dialog.Close asChild>
                      <Button>
                        {data && !search.isLoading ? t.showResults(data.total) : t.showResultsUnknown}
                      </Button>
                    </Dialog.Close>
                  </div>
                </Dialog.Content>
              </Dialog.Root>
              <Select
                className={styles.sort}
                label={t.sort}
                options={sortOptions}
                value={filters.sort}
                onValueChange={(sort) => change({ sort: sort === defaultSort ? null : sort })}
              />
            </div>
          </div>

          <FilterChips
            chips={chips}
            onRemove={(id) => {
              const chip = chips.find((c) => c.id === id);
              if (chip) change(chip.clears);
            }}
            onClearAll={clearAll}
            clearAllLabel={t.clearAll}
          />

          {/* Said once the answer is in, not on every keystroke of the loading state. */}
          <VisuallyHidden role="status">{data && !search.isLoading && !error ? summary : ''}</VisuallyHidden>

          <HydrateWhenSeen className={styles.resultsBody}>
            <SearchResults
              data={data}
              error={error}
              stale={stale}
              retrying={search.isValidating}
              page={filters.page}
              perPage={filters.perPage}
              hasWords={Boolean(filters.q)}
              hasFilters={filterCount > 0}
              hrefForPage={hrefForPage}
              onRetry={() => void search.mutate()}
              onClearFilters={clearAll}
              onRemoveParams={(names) => change(Object.fromEntries(names.map((name) => [name, null])))}
            />
          </HydrateWhenSeen>
        </section>
      </div>
    </div>
  );
}
