import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { i18n, useMessages } from '../../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { LinkBase } from '../Link';
import * as styles from './CategoryCarousel.css';

const messages = i18n('CategoryCarousel', {
  label: 'Categories',
  previous: 'Previous categories',
  next: 'More categories',
});

export interface CategoryTile {
  /** The tile's name (seed: Photography, Audio Visual, …). */
  label: string;
  /** Search filtered by the tile's search category. */
  href: string;
  /** The category's picture (a decorative icon); its first letter when there is none. */
  icon?: ReactNode;
}

export interface CategoryCarouselProps {
  categories: readonly CategoryTile[];
  className?: string;
}

/**
 * The home page's category carousel (docs/product.md §2): a window of 4 tiles that shifts in steps of
 * 256 px by the arrows, by swipe or drag, and by Tab (focus scrolls the tile into view).
 */
export function CategoryCarousel({ categories, className }: CategoryCarouselProps) {
  const t = useMessages(messages);
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
  });
  const [edges, setEdges] = useState({ prev: false, next: true });

  useEffect(() => {
    if (!embla) return;
    const update = () => setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => void embla.off('select', update).off('reInit', update);
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={edges.prev ? 'scrolled' : 'start'}
    >
      <IconButton
        label={t.previous}
        tone="neutral"
        icon={<Icon name="chevronLeft" />}
        onClick={previous}
        disabled={!edges.prev}
      />
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} aria-label={t.label}>
          {categories.map((category, index) => (
            <li key={category.href} className={styles.slide}>
              <LinkBase
                href={category.href}
                className={styles.tile}
                onFocus={() =>
                  embla?.scrollTo(Math.max(0, Math.min(index, embla.scrollSnapList().length - 1)))
                }
              >
                {/* The icon is decorative; a letter, without one, is drawn by CSS from data-letter,
                    so the tile's name read aloud is only its label: 'Photography', never 'PPhotography'. */}
                <span
                  className={styles.glyph}
                  data-letter={category.icon ? undefined : category.label.slice(0, 1)}
                  aria-hidden
                >
                  {category.icon}
                </span>
                {category.label}
              </LinkBase>
            </li>
          ))}
        </ul>
      </div>
      <IconButton
        label={t.next}
        tone="neutral"
        icon={<Icon name="chevronRight" />}
        onClick={next}
        disabled={!edges.next}
      />
    </div>
  );
}
