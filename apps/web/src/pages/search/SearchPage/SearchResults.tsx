import type { ApiError, SearchResult } from '@pinjam/api';
import {
  Button,
  EmptyState,
  ErrorState,
  ItemCard,
  ItemCardGrid,
  ItemCardSkeleton,
  Link,
  LinkBase,
  Pagination,
  useMessages,
} from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { searchMessages, searchParamLabels } from './messages';
import { searchParamNames, type SearchParamName } from '../../../shared/searchParams';
import * as styles from './SearchPage.css';
import { itemCardProps } from '../../../app/itemCard';

export interface SearchResultsProps {
  data: SearchResult | undefined;
  error: ApiError | undefined;
  /** A new answer is on its way; `data` is the previous one, kept on screen meanwhile. */
  stale: boolean;
  retrying: boolean;
  page: number;
  perPage: number;
  /** Words were searched for (the empty state suggests other words). */
  hasWords: boolean;
  hasFilters: boolean;
  hrefForPage: (page: number) => string;
  onRetry: () => void;
  onClearFilters: () => void;
  /** Drops the parameters the server refused. */
  onRemoveParams: (names: SearchParamName[]) => void;
}

const SKELETONS = 8;
/** The pictures loaded first, ahead of the rest: a phone shows the first two results at once. */
const FIRST_ROW = 2;

/** The results column's body: cards and pages, or what to do when there are none. */
export function SearchResults(props: SearchResultsProps) {
  const { data, error, stale, page, perPage } = props;
  const t = useMessages(searchMessages);

  if (error?.status === 422) return <InvalidSearch error={error} onRemoveParams={props.onRemoveParams} />;
  if (error)
    return (
      <ErrorState
        title={t.errorTitle}
        text={error.status === 0 ? error.message : t.errorText}
        onRetry={props.onRetry}
        retrying={props.retrying}
        retryLabel={t.retry}
      />
    );

  if (!data)
    return (
      <ItemCardGrid aria-busy="true" aria-label={t.searching}>
        {Array.from({ length: Math.min(perPage, SKELETONS) }, (_, i) => (
          <ItemCardSkeleton key={i} />
        ))}
      </ItemCardGrid>
    );

  if (data.total === 0) return <NoResults {...props} />;

  const pageCount = Math.ceil(data.total / data.per_page);
  if (data.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t.noSuchPage({ page })}
        text={t.noSuchPageText(pageCount)}
        action={<Link href={props.hrefForPage(1)}>{t.firstPage}</Link>}
      />
    );

  return (
    <>
      <div className={styles.grid} data-state={stale ? 'stale' : 'ready'} aria-busy={stale || undefined}>
        <ItemCardGrid aria-label={t.results}>
          {data.items.map((item, index) => (
            <ItemCard key={item.id} {...itemCardProps(item)} headingLevel={3} priority={index < FIRST_ROW} />
          ))}
        </ItemCardGrid>
      </div>
      <Pagination
        className={styles.pagination}
        label={t.pagination}
        page={data.page}
        pageCount={pageCount}
        hrefFor={props.hrefForPage}
      />
    </>
  );
}

function NoResults({ hasWords, hasFilters, onClearFilters }: SearchResultsProps) {
  const t = useMessages(searchMessages);
  if (!hasWords && !hasFilters)
    return (
      <EmptyState
        headingLevel={3}
        title={t.emptyTitle}
        text={t.emptyCatalogue}
        action={<Link href={pathTo('add-item')}>{t.listAnItem}</Link>}
      />
    );
  return (
    <EmptyState
      headingLevel={3}
      title={t.emptyTitle}
      text={hasFilters ? t.emptyWithFilters : t.emptyWords}
      action={
        <div className={styles.actions}>
          {hasFilters && <Button onClick={onClearFilters}>{t.clearFilters}</Button>}
          {hasWords && (
            <Button asChild tone="neutral">
              <LinkBase href={pathTo('search')}>{t.showEverything}</LinkBase>
            </Button>
          )}
        </div>
      }
    />
  );
}

/** The server refused the URL (a hand-edited link): say which options, and offer to drop them. */
function InvalidSearch({
  error,
  onRemoveParams,
}: {
  error: ApiError;
  onRemoveParams: SearchResultsProps['onRemoveParams'];
}) {
  const t = useMessages(searchMessages);
  const labels = useMessages(searchParamLabels);
  const fields = Object.entries(error.body.errors ?? {});
  const known = fields
    .map(([name]) => name)
    .filter((name): name is SearchParamName => (searchParamNames as readonly string[]).includes(name));
  return (
    <ErrorState
      title={t.invalidTitle}
      text={fields.length ? t.invalidText : error.body.message}
      action={
        <div className={styles.invalidBody}>
          <ul className={styles.invalidList}>
            {fields.map(([name, messages]) => (
              <li key={name}>
                <strong>{labels[name as SearchParamName] ?? name}:</strong> {messages.join(' ')}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {known.length > 0 && <Button onClick={() => onRemoveParams(known)}>{t.invalidReset}</Button>}
            <Button asChild tone="neutral">
              <LinkBase href={pathTo('search')}>{t.startAgain}</LinkBase>
            </Button>
          </div>
        </div>
      }
    />
  );
}
