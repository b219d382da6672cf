import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, params, useMessages } from '../../i18n';
import { LinkBase } from '../Link';
import { pageItems } from './pages';
import * as styles from './Pagination.css';

const messages = i18n('Pagination', {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: params('Page {page}'),
  pageOf: params('Page {page} of {count}'),
});

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages are links to these addresses (through the app's LinkProvider), e.g. `/search?page=3`. */
  hrefFor?: (page: number) => string;
  /** Called with the chosen page; without `hrefFor` the pages are buttons. */
  onPageChange?: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblingCount?: number;
  /** Pages always shown at each end. */
  boundaryCount?: number;
  /** The navigation landmark's name; 'Pagination' unless told (name it when a page has two). */
  label?: string;
}

interface ControlProps {
  page: number;
  disabled?: boolean;
  current?: boolean;
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Moving between pages of results: previous, the pages with gaps shown as '…', next. The current
 * page is marked `aria-current="page"`. Links when `hrefFor` is given, buttons otherwise. On phones
 * it shrinks to previous, 'Page 3 of 10', next. One page or none: nothing is shown.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, pageCount, hrefFor, onPageChange, siblingCount = 1, boundaryCount = 1, label, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);

  // A plain function, not a component: the controls are rebuilt with the props, never remounted.
  function control({
    page: target,
    disabled,
    current: isCurrent,
    label: name,
    className: extra,
    children,
  }: ControlProps) {
    const common = {
      className: clsx(styles.control, extra),
      'aria-label': name,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'data-state': isCurrent ? 'current' : disabled ? 'disabled' : 'idle',
    };
    if (hrefFor) {
      if (disabled) {
        return (
          <span {...common} aria-disabled="true" role="link">
            {children}
          </span>
        );
      }
      return (
        <LinkBase
          {...common}
          href={hrefFor(target)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (!isCurrent) onPageChange?.(target);
            else event.preventDefault();
          }}
        >
          {children}
        </LinkBase>
      );
    }
    return (
      <button
        type="button"
        {...common}
        disabled={disabled}
        onClick={() => {
          if (!isCurrent) onPageChange?.(target);
        }}
      >
        {children}
      </button>
    );
  }

  return (
    <nav ref={ref} aria-label={label ?? t.label} className={clsx(styles.nav, className)} {...rest}>
      <ul role="list" className={styles.list}>
        <li>
          {control({
            page: current - 1,
            disabled: current === 1,
            label: t.previousPage,
            children: (
              <>
                <StepGlyph direction="previous" />
                <span className={styles.stepLabel}>{t.previous}</span>
              </>
            ),
          })}
        </li>
        {pageItems(current, pageCount, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageItem}>
              {control({
                page: item,
                current: item === current,
                label: t.page({ page: item }),
                children: item,
              })}
            </li>
          ) : (
            <li key={item} className={clsx(styles.pageItem, styles.ellipsis)} aria-hidden>
              …
            </li>
          ),
        )}
        <li className={styles.summary}>{t.pageOf({ page: current, count: pageCount })}</li>
        <li>
          {control({
            page: current + 1,
            disabled: current === pageCount,
            label: t.nextPage,
            children: (
              <>
                <span className={styles.stepLabel}>{t.next}</span>
                <StepGlyph direction="next" />
              </>
            ),
          })}
        </li>
      </ul>
    </nav>
  );
});
Pagination.displayName = 'Pagination';

/** The chevron beside Previous and Next. */
function StepGlyph({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.glyph}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}
