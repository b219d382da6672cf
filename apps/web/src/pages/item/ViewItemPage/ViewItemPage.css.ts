import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@pinjam/ui/theme';

// The detail grid is shared with the query states, so a failed load sits where the record would.
export { gallery, page } from '../../../shared/PageStates.css';

/** The owner's preview of a listing only they can see: a note above it all. */
export const withNote = style({
  gridTemplateAreas: '"note note" "gallery side" "details side"',
  '@media': { [media.mobile]: { gridTemplateAreas: '"note" "gallery" "side" "details"' } },
});

export const note = style({ gridArea: 'note' });

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.size.navbar} + ${vars.space.lg})` } },
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The Message button beside the owner (their own listing has none). */
export const ownerAction = style({});

/*
 * The server draws the page for a visitor (decision 0051). While a member's stored session is
 * restored (<html data-session>, boot.js), the parts that depend on who looks keep their place
 * unseen: the owner never sees a visitor's add-to-cart or Message button flash before their own.
 */
globalStyle(`html[data-session] ${panel}, html[data-session] ${ownerAction}`, { visibility: 'hidden' });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const estimate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

// Empty until something is added; it stays in the page so that what arrives is announced.
export const outcome = style({ selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.md})` } } });

export const skeletonSide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The Share button, at its own width, and what it says when the link could not be copied. */
export const share = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });

// A list for what it is (three choices), not for its bullets and indent.
const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;
/** WhatsApp, Facebook and Copy link, in a row under the button (no popper: decision 0050). */
export const shareChoices = style({ ...bareList, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
