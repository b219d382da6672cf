import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

export const field = style({ flex: 1, minWidth: 0 });

export const send = style({ flexShrink: 0, marginBottom: vars.space.xxs });
