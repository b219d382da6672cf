// Story helpers for the documents' print styles. A story's browser cannot switch to print media,
// so `asPrinted` copies every @media print block of the page's stylesheets into a stylesheet that
// applies on screen, runs the checks, and takes it away again: what is hidden or shown then is
// what the print rules hide or show.
import { expect, waitFor, within } from 'storybook/test';
import { screen } from '../../testing/storyHelpers';

function printRules(list: CSSRuleList, into: string[]) {
  for (const rule of Array.from(list)) {
    if (!(rule instanceof CSSMediaRule)) continue;
    if (/\bprint\b/.test(rule.media.mediaText)) into.push(...Array.from(rule.cssRules).map((r) => r.cssText));
    else printRules(rule.cssRules, into);
  }
}

const sheets = () =>
  Array.from(document.styleSheets).flatMap((sheet) => {
    try {
      return [sheet.cssRules];
    } catch {
      return []; // another origin's sheet: not ours
    }
  });

export async function asPrinted(check: () => Promise<void>) {
  const rules: string[] = [];
  for (const list of sheets()) printRules(list, rules);
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.append(style);
  try {
    await check();
  } finally {
    style.remove();
  }
}

/** The paper the page asks for (@page size), e.g. 'A4'. */
export const pageSize = () =>
  sheets()
    .flatMap((list) => Array.from(list))
    .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
    .map((rule) => rule.style.getPropertyValue('size'))
    .find(Boolean);

/**
 * Printed, the document stands alone: the site's header, navigation, account menu and footer and
 * the toolbar are gone; the document, its title and its totals show; the paper is A4.
 */
export async function expectPrintedAlone(title: string) {
  await waitFor(() => expect(pageSize()).toMatch(/^a4$/i));
  const doc = screen().getByRole('article', { name: title });
  // Found on screen first: hidden, they drop out of the accessibility tree that queries read.
  const outside = (selector: string) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => !doc.contains(el));
  const site = [...outside('header'), ...outside('footer'), ...outside('nav')];
  await expect(site.length).toBeGreaterThanOrEqual(4); // header, footer, the main and account menus
  const print = screen().getByRole('button', { name: 'Print' });
  await asPrinted(async () => {
    for (const part of site) await expect(part).not.toBeVisible();
    await expect(print).not.toBeVisible();
    await expect(doc).toBeVisible();
    await expect(within(doc).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(within(doc).getByRole('table', { name: 'Totals' })).toBeVisible();
    // The sheet starts at the paper's edge: no side column or page padding left before it.
    await expect(doc.getBoundingClientRect().left).toBeLessThan(16);
  });
  // Back on screen, the toolbar returns.
  await expect(print).toBeVisible();
}
