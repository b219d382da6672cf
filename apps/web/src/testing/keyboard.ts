import { userEvent } from 'storybook/test';

/**
 * Presses a key on an element the way a person does. Testing Library's userEvent sends synthetic
 * events: they reach the page's handlers but never start the browser's own behaviour, such as a
 * <summary> opening its <details> on Enter or Space. In the story tests (Vitest's browser mode) the
 * key goes through Playwright as real input. The Storybook UI has no such channel, so there the
 * step clicks instead and says so in the console.
 */
export async function pressKey(target: HTMLElement, key: '{Enter}' | '[Space]') {
  target.focus();
  if ('__vitest_browser__' in globalThis) {
    const { userEvent: browser } = await import('vitest/browser');
    await browser.keyboard(key);
    return;
  }
  console.info(`pressKey: no trusted input outside Vitest; clicking instead of ${key}`);
  await userEvent.click(target);
}
