import { expect, userEvent, within } from 'storybook/test';

/** The page has exactly one h1, with this name. */
export async function expectOneH1(root: HTMLElement, name: string | RegExp) {
  const canvas = within(root);
  await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

/** Every link in the named table of contents points at an element on the page; returns the ids. */
export async function expectTocTargetsExist(root: HTMLElement, navName: string) {
  const nav = within(root).getByRole('navigation', { name: navName });
  const links = within(nav).getAllByRole('link');
  const ids = links.map((link) => {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    return href.slice(1);
  });
  for (const [index, id] of ids.entries()) {
    const target = root.ownerDocument.getElementById(id);
    await expect(target, `#${id}`).not.toBeNull();
    // The link and the section's heading say the same thing.
    await expect(target?.querySelector('h2')).toHaveTextContent(links[index]!.textContent ?? '');
  }
  await expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

/** Clicks as a pointer would: fails when something (a dialog's overlay) covers the element. */
export async function pointerClick(element: HTMLElement) {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  await expect(element, 'the element under the pointer').toContainElement(hit as HTMLElement | null);
  await userEvent.click(element);
}
