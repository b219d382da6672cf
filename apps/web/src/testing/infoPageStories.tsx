import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { expectOneH1 } from './checks';
import { phoneFrame } from './frames';

type Screen = ReturnType<typeof within>;
type Step = (name: string, play: () => Promise<void>) => Promise<void> | void;

/**
 * The stories every info page has besides its own 'Page': on a phone, in the dark theme, and in
 * the real app at its path. Each takes the page's own checks; the shared ones (one h1 named
 * `heading`, nothing scrolls sideways on a phone) are made here.
 */
export function infoPageStories(Page: ComponentType, { heading, path }: { heading: string; path: string }) {
  return {
    meta: { parameters: { layout: 'padded' } },
    /** The page on its own: one h1, then the page's own checks. */
    page: (check: (context: { canvasElement: HTMLElement; step: Step }) => Promise<void>) => ({
      render: () => <Page />,
      play: async (context: { canvasElement: HTMLElement; step: Step }) => {
        await expectOneH1(context.canvasElement, heading);
        await check(context);
      },
    }),
    mobile: (check?: (canvasElement: HTMLElement) => Promise<void>) => ({
      render: () => (
        <div style={phoneFrame}>
          <Page />
        </div>
      ),
      parameters: { layout: 'fullscreen' },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expectOneH1(canvasElement, heading);
        await check?.(canvasElement);
        await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      },
    }),
    dark: () => ({ render: () => <Page />, parameters: { theme: 'dark' } }),
    inApp: (check: (screen: Screen) => Promise<void>) => ({
      parameters: { layout: 'fullscreen', screen: { path } },
      play: async () => {
        const screen = within(document.body);
        await expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
        await check(screen);
      },
    }),
  };
}
