import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { i18n, params, useMessages } from '../../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './BannerCarousel.css';

const messages = i18n('BannerCarousel', {
  label: 'Featured',
  previous: 'Previous banner',
  next: 'Next banner',
  slide: params('{n} of {total}'),
  goTo: params('Show banner {n}'),
});

export interface BannerImage {
  id: number | string;
  /** The picture's address: 1600×500 (16:5), shown from 640 px up. */
  path: string;
  /**
   * The phone's picture below 640 px, 750×600 (5:4), its words large enough for a phone; null or
   * absent: `path` there too, at 16:5.
   */
  mobile_path?: string | null;
  /** The words on the picture. Empty only when none are known: the slide's label then names it. */
  alt?: string;
}

export interface BannerCarouselProps {
  images: readonly BannerImage[];
  /** Milliseconds per banner: the seed's 2.5 s. */
  interval?: number;
  className?: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banner (docs/product.md §2): rotates every 2.5 s, pauses while hovered or focused, keeps
 * still under prefers-reduced-motion; previous and next arrows, dots and the arrow keys. Each
 * banner is a `<picture className={styles.picture}>`: its phone picture below 640 px (art direction, decision 0015), where
 * the arrows and dots sit below the picture rather than on its words.
 */
export function BannerCarousel({ images, interval = 2500, className }: BannerCarouselProps) {
  const t = useMessages(messages);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({
      delay: interval,
      playOnInit: !reducedMotion(),
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      stopOnInteraction: false,
    }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  if (images.length === 0) return null;
  const many = images.length > 1;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-roledescription="carousel"
      aria-label={t.label}
      onKeyDown={onKeyDown}
      data-state={selected}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live="off">
          {images.map((image, index) => (
            <div
              key={image.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide({ n: index + 1, total: images.length })}
              data-state={index === selected ? 'active' : 'inactive'}
              data-picture={image.mobile_path ? 'phone' : 'shared'}
            >
              <picture className={styles.picture}>
                {image.mobile_path && <source media={styles.phonePictureMedia} srcSet={image.mobile_path} />}
                <img
                  className={styles.image}
                  src={image.path}
                  alt={image.alt ?? ''}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </picture>
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <IconButton
            className={styles.arrow}
            data-side="prev"
            label={t.previous}
            tone="neutral"
            icon={<Icon name="chevronLeft" />}
            onClick={previous}
          />
          <IconButton
            className={styles.arrow}
            data-side="next"
            label={t.next}
            tone="neutral"
            icon={<Icon name="chevronRight" />}
            onClick={next}
          />
          <ol className={styles.dots}>
            {images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t.goTo({ n: index + 1 })}
                  aria-current={index === selected}
                  onClick={() => embla?.scrollTo(index)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
