import type { SVGAttributes } from 'react';

/** The default avatar: a neutral head-and-shoulders silhouette, coloured from the theme. */
export function DefaultAvatar(props: SVGAttributes<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" {...props}>
      <rect width="64" height="64" fill="currentColor" opacity="0.14" />
      <circle cx="32" cy="25" r="11" fill="currentColor" opacity="0.55" />
      <path d="M10 64c1.5-13 10.5-21 22-21s20.5 8 22 21z" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
