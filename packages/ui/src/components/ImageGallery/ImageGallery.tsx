import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { Skeleton } from '../Skeleton';
import { Glyph } from './glyphs';
import { ImageGalleryLightbox } from './ImageGalleryLightbox';
import { galleryMessages } from './messages';
import * as styles from './ImageGallery.css';

export interface GalleryImage {
  src: string;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  /** A smaller picture for the thumbnail; the photo itself unless told. */
  thumbnailSrc?: string;
  /** A larger picture for the lightbox; the photo itself unless told. */
  zoomSrc?: string;
}

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery, e.g. 'Photos of Canon EOS R6'. */
  label: string;
  /** The photo shown, from 0, when the parent holds it. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** The photos are on their way: placeholders in their place. */
  loading?: boolean;
  /** The main photo's frame; photos of other shapes fit inside it. */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** Clicking the photo or the enlarge button opens it over the page. */
  zoomable?: boolean;
  /** Start with the photo enlarged, e.g. when a link to the photos opens them. */
  defaultEnlarged?: boolean;
  className?: string;
}

/**
 * An item's photos: the main photo (swipe or drag, arrow buttons, or the arrow keys anywhere in the
 * gallery), thumbnails to jump to one, and a lightbox to see it large. Announces the photo it
 * moved to. No photos: a placeholder; one photo: no controls to move. The first photo, often the
 * page's largest paint, loads first; the others when they near the view.
 */
export function ImageGallery({
  images,
  label,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  loading = false,
  aspectRatio = '4 / 3',
  zoomable = true,
  defaultEnlarged = false,
  className,
}: ImageGalleryProps) {
  const t = useMessages(galleryMessages);
  const count = images.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const selected = Math.min(controlledIndex ?? ownIndex, Math.max(count - 1, 0));
  const [announce, setAnnounce] = useState(false);
  const [zoomed, setZoomed] = useState(zoomable && defaultEnlarged);
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: selected, loop: false, duration: 20 });
  const thumbsRef = useRef<HTMLUListElement>(null);
  const enlargeRef = useRef<HTMLButtonElement>(null);

  const choose = useCallback(
    (next: number) => {
      if (next === selected || next < 0 || next >= count) return;
      setAnnounce(true);
      if (controlledIndex === undefined) setOwnIndex(next);
      onIndexChange?.(next);
    },
    [selected, count, controlledIndex, onIndexChange],
  );

  // Embla reports swipes and drags; the index it settles on becomes the chosen one.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => choose(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, choose]);

  // Whoever chose (a button, a thumbnail, the parent, the lightbox), the carousel follows.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected);
    thumbsRef.current
      ?.querySelector(`[data-index="${selected}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [embla, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (zoomed) return;
    if (event.key === 'ArrowLeft') choose(selected - 1);
    else if (event.key === 'ArrowRight') choose(selected + 1);
    else return;
    event.preventDefault();
  };

  const frame = { aspectRatio };

  if (loading) {
    return (
      <section
        aria-label={label}
        aria-busy="true"
        className={clsx(styles.root, className)}
        data-state="loading"
      >
        <div className={styles.stage} style={frame}>
          <Skeleton shape="rect" height="100%" style={{ borderRadius: 0 }} />
        </div>
        <div className={styles.skeletonThumbs}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} shape="rect" width={72} height={72} />
          ))}
        </div>
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      </section>
    );
  }

  if (count === 0) {
    return (
      <section aria-label={label} className={clsx(styles.root, className)} data-state="empty">
        <div className={styles.stage} style={frame}>
          <div className={styles.placeholder}>
            <Glyph name="picture" className={styles.placeholderGlyph} />
            {t.noPhotos}
          </div>
        </div>
      </section>
    );
  }

  const photo = (index: number) => t.photo({ index: index + 1, count });

  return (
    <section
      aria-label={label}
      aria-roledescription="carousel"
      className={clsx(styles.root, className)}
      data-state={zoomed ? 'zoomed' : 'idle'}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage} style={frame} data-zoomable={zoomable}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {images.map((image, index) => (
              <div
                key={`${index}-${image.src}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={photo(index)}
                aria-hidden={index !== selected}
                data-state={index === selected ? 'active' : 'inactive'}
                onClick={zoomable ? () => setZoomed(true) : undefined}
              >
                <img
                  className={styles.slideImage}
                  src={image.src}
                  alt={image.alt}
                  draggable={false}
                  decoding="async"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-side="previous"
              aria-label={t.previous}
              disabled={selected === 0}
              onClick={() => choose(selected - 1)}
            >
              <Glyph name="previous" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="next"
              aria-label={t.next}
              disabled={selected === count - 1}
              onClick={() => choose(selected + 1)}
            >
              <Glyph name="next" />
            </button>
            <span className={styles.counter} aria-hidden>
              {selected + 1} / {count}
            </span>
          </>
        )}
        {zoomable && (
          <button
            ref={enlargeRef}
            type="button"
            className={styles.zoom}
            aria-label={t.enlarge}
            aria-haspopup="dialog"
            onClick={() => setZoomed(true)}
          >
            <Glyph name="enlarge" />
          </button>
        )}
      </div>
      {count > 1 && (
        <ul ref={thumbsRef} role="list" aria-label={t.thumbnails} className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${index}-${image.src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t.show({ index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                data-index={index}
                onClick={() => choose(index)}
              >
                <img className={styles.thumbImage} src={image.thumbnailSrc ?? image.src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <VisuallyHidden aria-live="polite">
        {announce ? `${photo(selected)}: ${images[selected]?.alt ?? ''}` : ''}
      </VisuallyHidden>
      {zoomable && (
        <ImageGalleryLightbox
          images={images}
          index={selected}
          onIndexChange={choose}
          open={zoomed}
          onOpenChange={setZoomed}
          returnFocusTo={enlargeRef}
        />
      )}
    </section>
  );
}
