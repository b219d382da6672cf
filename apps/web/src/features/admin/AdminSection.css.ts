import { style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
