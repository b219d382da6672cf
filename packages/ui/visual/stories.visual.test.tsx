/**
 * Visual regression: every ui story, rendered with the project's decorators (theme class on
 * <body>), screenshotted and compared with the committed reference in __screenshots__/.
 * Update the references with `npx vitest run --project visual -u` and review the PNGs.
 *
 * A story opts out with `tags: ['no-visual']` (e.g. one that only differs once its play runs).
 * `parameters.visual.fullPage` screenshots the whole viewport, for portals and overlays.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from '../../../.storybook/preview';

setProjectAnnotations([projectAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & {
  id: string;
  tags: string[];
  parameters: { layout?: string; visual?: { fullPage?: boolean } };
  globals?: { viewport?: { value?: string } };
};

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

const desktop = { width: 1280, height: 800 };

function viewportOf(story: Composed) {
  const name = story.globals?.viewport?.value as keyof typeof MINIMAL_VIEWPORTS | undefined;
  const styles = name && MINIMAL_VIEWPORTS[name]?.styles;
  if (!styles) return desktop;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

// Still frames: no animation, no transition, no blinking caret.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
}`;
document.head.append(still);
document.body.style.margin = '0';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

async function settle(container: HTMLElement) {
  await document.fonts.ready;
  // Parts loaded on demand (the DatePicker's calendar) show a placeholder marked
  // data-lazy-fallback until their chunk arrives. A popover opened on mount renders its content a
  // frame or two late: wait for those frames first, then until no placeholder is left.
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await frames();
  for (let i = 0; i < 100 && document.querySelector('[data-lazy-fallback]'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Lazy images load now (a gallery's later photos wait for a scroll that never comes, and their
  // decode() would wait with them). Radix Avatar swaps in its image once loaded; wait for every
  // image to be decoded.
  for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const images = [...document.querySelectorAll('img')];
    if (images.every((image) => image.complete)) break;
  }
  await Promise.all(
    [...container.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
  );
}

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module)) as unknown as Composed[];
  describe(path.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1'), () => {
    for (const Story of stories) {
      test.skipIf(Story.tags.includes('no-visual'))(Story.id, async () => {
        const { width, height } = viewportOf(Story);
        await page.viewport(width, height);
        // The frame takes its new size a moment later on a busy machine; a full-page story's
        // 100vh measured before then gives a screenshot of the old height.
        for (let i = 0; i < 100 && (window.innerWidth !== width || window.innerHeight !== height); i += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const container = document.createElement('div');
        // Found by its test id: a path such as `body > div` can also name a dialog's portal.
        container.dataset.testid = 'visual-story';
        container.style.padding = Story.parameters.layout === 'fullscreen' ? '0' : '16px';
        if (Story.parameters.visual?.fullPage) container.style.minHeight = '100vh';
        document.body.append(container);
        const root = createRoot(container);
        cleanup = () => {
          root.unmount();
          container.remove();
        };
        root.render(<Story />);
        await settle(container);
        await expect.element(page.getByTestId('visual-story')).toMatchScreenshot(Story.id);
      });
    }
  });
}
