import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, RefObject } from 'react';
import { useMessages } from '../../i18n';
import { Glyph } from './glyphs';
import type { GalleryImage } from './ImageGallery';
import { galleryMessages } from './messages';
import * as styles from './ImageGallery.css';

export interface ImageGalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (there is no Radix Trigger to return to). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The enlarged photo over everything, on a minimal Radix dialog kept inside the gallery (the
 * public Dialog wrapper is another component's job): focus is trapped, Escape and the close
 * button close it and focus returns to the button that opened it; the arrow keys and buttons
 * step through the photos.
 */
export function ImageGalleryLightbox({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocusTo,
}: ImageGalleryLightboxProps) {
  const t = useMessages(galleryMessages);
  const image = images[index];
  const count = images.length;
  const step = (by: number) => onIndexChange(Math.min(Math.max(index + by, 0), count - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.lightbox}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.lightboxBar}>
            <Dialog.Title className={styles.lightboxTitle}>
              {t.photo({ index: index + 1, count })}
            </Dialog.Title>
            <Dialog.Close className={styles.lightboxButton} aria-label={t.close}>
              <Glyph name="close" />
            </Dialog.Close>
          </div>
          <div className={styles.lightboxStage}>
            {image && (
              <img className={styles.lightboxImage} src={image.zoomSrc ?? image.src} alt={image.alt} />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={styles.lightboxArrow}
                  data-side="previous"
                  aria-label={t.previous}
                  disabled={index === 0}
                  onClick={() => step(-1)}
                >
                  <Glyph name="previous" />
                </button>
                <button
                  type="button"
                  className={styles.lightboxArrow}
                  data-side="next"
                  aria-label={t.next}
                  disabled={index === count - 1}
                  onClick={() => step(1)}
                >
                  <Glyph name="next" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
