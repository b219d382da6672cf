import { style } from '@vanilla-extract/css';

/** The gate's box takes no part in the layout: its trigger sits where the real part's would. */
export const box = style({ display: 'contents' });
