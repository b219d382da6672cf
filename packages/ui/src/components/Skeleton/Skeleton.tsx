import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  /** A CSS length or a number of pixels; text fills its line, circles default to 40px. */
  width?: CSSProperties['width'];
  /** A CSS length or a number of pixels; ignored for text (it takes the line's height). */
  height?: CSSProperties['height'];
  /** For text: this many lines, the last one shorter, like a paragraph. */
  lines?: number;
}

/**
 * A placeholder in the shape of content still loading. It is hidden from assistive technology:
 * the region that is loading says so (`aria-busy`, a status message), not every grey bar in it.
 * It pulses, and stands still for people who prefer reduced motion.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, lines = 1, className, style, ...rest },
  ref,
) {
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? 40 : '100%'),
    ...(shape === 'text' ? {} : { height: height ?? (shape === 'circle' ? undefined : 80) }),
    ...style,
  };
  if (shape === 'text' && lines > 1) {
    return (
      <span ref={ref} aria-hidden className={clsx(styles.lines, className)} data-shape="text" {...rest}>
        {Array.from({ length: lines }, (_, line) => (
          <span
            key={line}
            className={styles.skeleton({ shape })}
            style={{ ...size, width: line === lines - 1 ? '60%' : size.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden
      className={clsx(styles.skeleton({ shape }), className)}
      data-shape={shape}
      style={size}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
