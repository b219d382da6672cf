import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@pinjam/ui/theme';

/*
 * The page answers to its own width (a container query), not the window's: beside a dashboard
 * sidebar or in a phone-sized story frame it lays out as a phone would, with the filters in a
 * dialog. Wide: filters in a column beside the results.
 */
const searchPage = createContainer();
const wide = `${searchPage} (min-width: 760px)`;
const narrow = `${searchPage} (max-width: 759.98px)`;

export const page = style({
  containerType: 'inline-size',
  containerName: searchPage,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} 0 ${vars.space.huge}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)` } },
});

export const sidebar = style({
  display: 'none',
  '@container': {
    [wide]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      padding: vars.space.lg,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const sidebarTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** The words and their button: side by side, the button level with the box. */
export const keywords = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** Centred on the 44px box (the round button is 40px). */
export const keywordsButton = style({ marginBottom: '2px' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The cards and their pages, one part hydrated when seen: spaced as the column spaces its own. */
export const resultsBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summaryRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const tools = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const filtersButton = style({
  minHeight: '44px',
  '@container': { [wide]: { display: 'none' } },
});

export const sort = style({ minWidth: '12rem', '@container': { [narrow]: { minWidth: '10rem' } } });

export const dialog = style({ paddingBottom: 0 });

/** The dialog's buttons stay in reach at the bottom while its filters scroll. */
export const dialogFooter = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  margin: `0 calc(-1 * ${vars.space.xl})`,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

/**
 * Earlier results while the next ones load stay as they are (dimming them would fail contrast);
 * the spinner beside the total and aria-busy say they are on their way out.
 */
export const grid = style({ selectors: { '&[data-state="stale"]': { cursor: 'progress' } } });

export const pagination = style({ alignSelf: 'center' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const invalidBody = style({ display: 'grid', gap: vars.space.md });

export const invalidList = style({ margin: 0, paddingLeft: vars.space.xl, textAlign: 'start' });
