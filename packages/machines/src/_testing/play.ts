// Play-function helpers for the Machines/* stories: they drive the machine view as QA would,
// through its buttons, payload boxes and panels. Dev only; not part of the package's exports.
import { expect, userEvent, waitFor, within } from 'storybook/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const currentState = (canvas: HTMLElement) => within(canvas).getByLabelText('Current state');

/** Waits until the header's Current state pill reads exactly `state` (e.g. 'ready.saved'). */
export async function expectState(canvas: HTMLElement, state: string, timeout = 3000) {
  await waitFor(() => expect(currentState(canvas)).toHaveTextContent(new RegExp(`^${escape(state)}$`)), {
    timeout,
  });
}

/** The chart marks the current state with data-state="current" once it is laid out. */
export async function expectLit(canvas: HTMLElement, stateId: string) {
  await waitFor(
    () =>
      expect(canvas.querySelector(`[data-state-id="${stateId}"]`)).toHaveAttribute('data-state', 'current'),
    { timeout: 5000 },
  );
}

export const contextPanel = (canvas: HTMLElement) => within(canvas).getByTestId('machine-context');
export const selectorsPanel = (canvas: HTMLElement) => within(canvas).getByTestId('machine-selectors');
export const eventLog = (canvas: HTMLElement) => within(canvas).getByRole('list', { name: 'Event log' });

/** The context as data, to assert on exact values. */
export const readContext = <T = Record<string, unknown>>(canvas: HTMLElement): T =>
  JSON.parse(contextPanel(canvas).textContent ?? 'null') as T;
export const readSelectors = <T = Record<string, unknown>>(canvas: HTMLElement): T =>
  JSON.parse(selectorsPanel(canvas).textContent ?? 'null') as T;

/** Waits until `check` passes against the context (the view updates after actors answer). */
export async function expectContext<T = Record<string, unknown>>(
  canvas: HTMLElement,
  check: (context: T) => void,
  timeout = 3000,
) {
  await waitFor(() => check(readContext<T>(canvas)), { timeout });
}

export const eventButton = (canvas: HTMLElement, eventType: string) =>
  within(canvas).getByRole('button', { name: eventType });

/** Presses the button for an event the machine takes now. */
export const press = (canvas: HTMLElement, eventType: string) =>
  userEvent.click(eventButton(canvas, eventType));

/** Replaces the payload box of an event with this JSON. */
export async function setPayload(canvas: HTMLElement, eventType: string, payload: object) {
  const field = within(canvas).getByLabelText(`Payload for ${eventType}`);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(JSON.stringify(payload));
}

/** Sets the payload, then presses the button. */
export async function send(canvas: HTMLElement, eventType: string, payload: object) {
  await setPayload(canvas, eventType, payload);
  await press(canvas, eventType);
}

/** Picks an example payload from the event's list by (the start of) its label; invalid ones start "✗ Invalid: ". */
export async function pickExample(canvas: HTMLElement, eventType: string, label: string) {
  const list = within(canvas).getByLabelText(`Example payloads for ${eventType}`);
  const option = within(list).getByRole('option', { name: new RegExp(`^${escape(label)}`) });
  await userEvent.selectOptions(list, option);
}

/** The newest entry of the log is this event, and no transition took it. */
export async function expectIgnored(canvas: HTMLElement, eventType: string) {
  await waitFor(() => {
    const newest = within(eventLog(canvas)).getAllByRole('listitem')[0];
    expect(newest).toHaveAttribute('data-event', eventType);
    expect(newest).toHaveAttribute('data-ignored', 'true');
  });
  // Still running: the view would say "The machine stopped with an error".
  await expect(within(canvas).queryByText(/The machine stopped with an error/)).toBeNull();
}

/** Picks an invalid example, checks the view says why, sends it and sees it ignored. */
export async function sendHostile(canvas: HTMLElement, eventType: string, label: string, why: RegExp) {
  await pickExample(canvas, eventType, `✗ Invalid: ${label}`);
  await expect(eventButton(canvas, eventType)).toHaveAccessibleDescription(why);
  await press(canvas, eventType);
  await expectIgnored(canvas, eventType);
}

/**
 * Every text of the chart is whole: each arrow's label inside its backing box, each state's name
 * and notes inside the state's box, all of it inside the drawing (measured as Chromium drew it).
 */
export async function expectChartWhole(canvas: HTMLElement) {
  const within = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  // Retried: the chart is laid out (and fitted) a moment after the view renders.
  await waitFor(
    () => {
      const svg = canvas.querySelector<SVGSVGElement>('[data-testid="machine-diagram"]');
      if (!svg) throw new Error('no chart yet');
      const frame = svg.getBoundingClientRect();
      const cut: string[] = [];
      for (const group of svg.querySelectorAll('g[data-edge], g[data-state-id]')) {
        const rect = group.querySelector('rect');
        if (!rect) continue; // an arrow without a label (from a start dot)
        const box = rect.getBoundingClientRect();
        if (!within(box, frame))
          cut.push(`the box of ${group.getAttribute('data-state-id') ?? group.getAttribute('data-edge')}`);
        for (const text of group.querySelectorAll('text')) {
          const drawn = text.getBoundingClientRect();
          if (!within(drawn, box) || !within(drawn, frame)) cut.push(text.textContent ?? '');
        }
      }
      expect(cut).toEqual([]);
    },
    { timeout: 5000 },
  );
}
