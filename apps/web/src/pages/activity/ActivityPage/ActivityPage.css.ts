import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: '760px' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const feed = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const more = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
