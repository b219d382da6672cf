import { style } from '@vanilla-extract/css';
import { media } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

const markerSize = '32px';

// Vertical layout, shared by orientation="vertical" and by "responsive" on phones.
const verticalList = { flexDirection: 'column', gap: 0 } as const;
const verticalStep = {
  flexDirection: 'row',
  alignItems: 'flex-start',
  textAlign: 'left',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
} as const;
const verticalLine = {
  top: markerSize,
  bottom: 0,
  left: `calc(${markerSize} / 2 - 1px)`,
  right: 'auto',
  width: '2px',
  height: 'auto',
} as const;

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-orientation="vertical"]': verticalList },
  '@media': { [media.mobile]: { selectors: { '&[data-orientation="responsive"]': verticalList } } },
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  selectors: {
    [`${list}[data-orientation="vertical"] > &`]: verticalStep,
  },
  '@media': {
    [media.mobile]: { selectors: { [`${list}[data-orientation="responsive"] > &`]: verticalStep } },
  },
});

/** The line to the next step, drawn from this step's marker; solid once this step is complete. */
export const connector = style({
  position: 'absolute',
  top: `calc(${markerSize} / 2 - 1px)`,
  left: `calc(50% + ${markerSize} / 2 + 4px)`,
  right: `calc(-50% + ${markerSize} / 2 + 4px - ${vars.space.sm})`,
  height: '2px',
  borderRadius: '2px',
  background: vars.color.border,
  selectors: {
    [`${step}[data-state="complete"] > &`]: { background: vars.color.brand },
    [`${list}[data-orientation="vertical"] &`]: verticalLine,
  },
  '@media': {
    [media.mobile]: { selectors: { [`${list}[data-orientation="responsive"] &`]: verticalLine } },
  },
});

export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] > &`]: {
      borderColor: vars.color.brand,
      color: vars.color.brand,
      boxShadow: `0 0 0 4px ${vars.color.brandSubtle}`,
    },
    [`${step}[data-state="complete"] > &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingTop: '4px',
  overflowWrap: 'anywhere',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[data-state="current"] &`]: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    [`${step}[data-state="complete"] &`]: { color: vars.color.text },
  },
});

export const labelButton = style({
  all: 'unset',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
