import { expect, type Page } from '@playwright/test';

/** The id of the demo listing with this title, from the real search. */
export async function demoItemId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/items/search?${new URLSearchParams({ q: title })}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const item = items.find((i) => i.title === title);
  expect(item, `demo item '${title}'`).toBeTruthy();
  return item!.id;
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** Day `day` of next month, counted from today in Brunei, as the calendar names it. */
export function nextMonthDay(day: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Brunei' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month, day));
  return `${weekday.format(date)}, ${day} ${monthName.format(date)} ${date.getUTCFullYear()}`;
}
