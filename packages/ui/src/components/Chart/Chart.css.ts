import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const figure = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export const caption = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const plot = style({ position: 'relative', minWidth: 0, width: '100%' });

export const svg = style({ display: 'block', overflow: 'visible' });

export const bar = style({
  fill: vars.color.brand,
  transition: `fill ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-state="active"]': { fill: vars.color.brandHover } },
});

export const line = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
});

export const area = style({ fill: vars.color.brand, fillOpacity: 0.14 });

export const point = style({
  fill: vars.color.surface,
  stroke: vars.color.brand,
  strokeWidth: 2,
  selectors: { '&[data-state="active"]': { fill: vars.color.brand } },
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const axisLine = style({ stroke: vars.color.borderStrong, shapeRendering: 'crispEdges' });

export const tickLabel = style({ fill: vars.color.textMuted, fontFamily: vars.font.body, fontSize: '12px' });

export const tooltip = style({
  position: 'absolute',
  pointerEvents: 'none',
  transform: 'translate(-50%, calc(-100% - 8px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
});

export const tooltipValue = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
